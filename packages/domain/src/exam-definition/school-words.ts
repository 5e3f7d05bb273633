import { issueWords } from '../errors/issue-words';

type Key = { key: string };

/**
 * What a console body or an import's rows may not do to what the school already has, checked by the server against
 * its rows (issue 35: said by key like the file's own rules). The keys a school has are one per kind, so each kind
 * that can be taken says so in its own words.
 */
export const schoolWords = issueWords('school', {
  'keyTaken.exam': ({ key }: Key) => `the school has an exam with the key '${key}'`,
  'keyTaken.group': ({ key }: Key) => `the school has a group with the key '${key}'`,
  'keyTaken.knowledgePoint': ({ key }: Key) => `the school has a knowledgePoint with the key '${key}'`,
  'keyTaken.abilityDimension': ({ key }: Key) => `the school has a abilityDimension with the key '${key}'`,
  examKeyFixed: ({ key }: Key) => `the key of an exam cannot change (it is '${key}')`,
  earlierPaperKey: ({ key }: Key) => `'${key}' is the key of an earlier version of a paper`,
  noSession: ({ key }: Key) => `no session '${key}' in the exam`,
  identifyCodeTaken: ({ key }: Key) => `'${key}' is taken in your school`,
  inRowAlready: ({ value, row }: { value: string; row: number }) => `'${value}' is in rows[${row}] already`,
  passwordNeeded: () => 'a new account needs a password of at least 8 characters',
});

/** Every key the server's checks against the school may give an issue, for the console's catalogues to hold. */
export const SCHOOL_ISSUE_KEYS = schoolWords.keys;
