import { issueWords } from '../errors/issue-words';

type Field = { field: string };
type Key = { key: string };
type Named = { what: string; value: string };
type OutputSize = { bytes: number; limitKb: number; limitBytes: number; maximumKb: number };

/** Problems of the file as a whole: its shape (beside zod's own keys), its times, what the console's exam may not hold. */
export const definitionWords = issueWords('definition', {
  required: () => 'required',
  unknownField: () => 'unknown field',
  timeFormat: () =>
    'expected an ISO date-time with offset (2026-06-01T08:00:00+08:00) or a relative time (now, now+2h, now-3d, now+90m)',
  attemptsNotEdited: () => "attempts are the candidates' record: not edited here",
});

/** Rules between fields of an exam (exam-rules.ts). */
export const examRuleWords = issueWords('examRules', {
  after: ({ field }: Field) => `must be after ${field}`,
  beforeExamBegin: () => "is before the exam's beginTime",
  afterExamEnd: () => "is after the exam's endTime",
  scoresTotal: ({ total, paperScore }: { total: number; paperScore: number }) =>
    `the scores add up to ${total}, but paperScore is ${paperScore}`,
  notBefore: ({ field }: Field) => `must not be before ${field}`,
  endsInFuture: () => 'a past attempt cannot end in the future',
  gradedNeedsScore: () => 'a graded attempt needs a score',
  overPaperScore: ({ paperScore }: { paperScore: number }) => `must not exceed paperScore (${paperScore})`,
  sessionsNeeded: () => 'organizeForm 2 (multiple sessions) needs at least one session',
  sessionsNeedOrganizeForm: () => 'sessions need organizeForm 2 (multiple sessions)',
  appointmentNeedsOrganizeForm: () => 'appointment mode books sessions: it needs organizeForm 2',
  redemptionNeedsAppointment: () => 'redemption codes are part of appointment mode (examAppointment 1)',
  codesNeedRedemption: () => 'codes are asked for only when isRedemptionCode is 1',
  authCodeLength: ({ length }: { length: number }) =>
    `authCodeFlag 1 needs an authCode of exactly ${length} characters`,
});

/** What each subject type needs (subject-rules.ts, output-limit.ts). */
export const subjectRuleWords = issueWords('subjectRules', {
  oneOptionKey: ({ keys }: { keys: string }) => `expected one of the option keys (${keys})`,
  optionKeyList: ({ keys }: { keys: string }) =>
    `expected a non-empty list of distinct option keys (${keys})`,
  trueOrFalse: () => 'expected true or false',
  blankAnswers: () => 'expected one list of accepted answers per blank, e.g. [["4", "four"]]',
  referenceText: () => 'expected a text (a reference answer)',
  twoOptions: () => 'a choice subject needs at least two options',
  optionsForChoice: () => 'options are for choice subjects (1, 2)',
  partialScoring: () =>
    'partial scoring is for multiple choice (2), fill-in (4: each blank its share) and code (5: score × passed/total cases)',
  codeLanguage: () => 'a code subject offers at least one language',
  hiddenCase: () => 'a code subject needs at least one hidden case (isSample false) to grade against',
  codeOnly: () => 'only for code subjects (5)',
  outputOverLimit: (size: OutputSize) => outputOver("the subject's outputLimitKb", size),
  outputOverDefault: (size: OutputSize) => outputOver('the default output limit', size),
});

function outputOver(limit: string, { bytes, limitKb, limitBytes, maximumKb }: OutputSize): string {
  return (
    `${bytes} bytes, over ${limit} of ${limitKb} KiB (${limitBytes} bytes): no program could pass this ` +
    `case; raise outputLimitKb (at most ${maximumKb}) or shorten the expected output`
  );
}

/** What a key of the file names, in the words of the file's own English messages. */
export const REFERENCE_NOUNS = {
  user: 'user',
  group: 'group',
  course: 'course',
  knowledgePoint: 'knowledge point',
  abilityDimension: 'ability dimension',
  video: 'video',
  exam: 'exam',
  session: 'session',
  paper: 'paper',
} as const;
export type ReferenceKind = keyof typeof REFERENCE_NOUNS;

/** `unknown.group`: "unknown group 'g9'", one for each kind. */
function unknownWords() {
  const entries = Object.entries(REFERENCE_NOUNS).map(([kind, noun]) => [
    `unknown.${kind}`,
    ({ key }: Key) => `unknown ${noun} '${key}'`,
  ]);
  return Object.fromEntries(entries) as Record<`unknown.${ReferenceKind}`, (values: Key) => string>;
}

/**
 * Duplicate keys and keys that name nothing (references.ts). An unknown key has a message per kind: its path does
 * not always say what it should have named (a video embedded in `examIntroduction`).
 */
export const referenceWords = issueWords('references', {
  duplicate: ({ what, value }: Named) => `duplicate ${what} '${value}'`,
  listedTwice: ({ what, value }: Named) => `${what} '${value}' listed twice`,
  ...unknownWords(),
  assignmentsForStaff: () => 'only a grader or a proctor has assignments',
});

/** A past attempt's record against what its answers give (past-attempt-rules.ts). */
export const pastAttemptWords = issueWords('pastAttempts', {
  notOnPaper: ({ paper }: { paper: string }) => `not a subject of paper ${paper}`,
  notAnAnswer: ({ type }: { type: number }) =>
    `not an answer to a subject of type ${type} (docs/exam-definition.md)`,
  machineGraded: () => 'graded by the machine from its answer: leave score out',
  overSubjectScore: ({ score }: { score: number }) => `must not exceed the subject's score (${score})`,
  scoreMissing: () => 'an essay or program answer has no score yet: give its score, or status grading',
  nothingToGrade: () => 'no answer waits for a person: status graded',
  scoreGiven: ({ score }: { score: number }) => `the answers give ${score}`,
  isPassedGiven: ({ score, passScore, isPassed }: { score: number; passScore: number; isPassed: boolean }) =>
    `the answers give ${score} against passScore ${passScore}: isPassed ${isPassed}`,
});

/** Every key a definition file's issues may carry, for the console's catalogues to hold. */
export const DEFINITION_ISSUE_KEYS = [
  definitionWords,
  examRuleWords,
  subjectRuleWords,
  referenceWords,
  pastAttemptWords,
].flatMap((words) => words.keys);
