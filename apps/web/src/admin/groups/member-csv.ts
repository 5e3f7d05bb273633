import { type ErrorIssue, issueTextOf, issueWords } from '@iexam/domain/errors';
import { definitionWords } from '@iexam/domain/exam-definition';
import Papa from 'papaparse';
import type { MemberImportRow } from '@/api/admin/groups';

const COLUMNS = ['userName', 'realName', 'password', 'userCode', 'mobile', 'email'] as const;
const REQUIRED = ['userName', 'realName'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_MIN = 8;

type Columns = { columns: number };

/** Issue 35: the CSV's own problems in the console's language; a short password and an empty cell say zod's words. */
const csvWords = issueWords('memberCsv', {
  missingColumn: ({ column }: { column: string }) => `missing column "${column}"`,
  unknownColumn: ({ column, columns }: { column: string; columns: string }) =>
    `unknown column "${column}" (the columns are ${columns})`,
  email: () => 'not an e-mail address',
  sameUser: ({ row }: { row: number }) => `the same user as rows[${row}]`,
  noRows: () => 'no rows',
  tooManyCells: ({ columns }: Columns) => `more cells than the header's ${columns} columns`,
  tooFewCells: ({ columns }: Columns) => `fewer cells than the header's ${columns} columns`,
  quoteNotClosed: () => 'a quoted cell is not closed',
  quoteOutOfPlace: () => 'a quote out of place: a cell with quotes is quoted, its own quotes doubled',
  noComma: () => 'no comma between the cells',
});

/** papaparse's own message is English only; its code says which of ours it is. */
function csvProblem(code: Papa.ParseError['code'], columns: number) {
  switch (code) {
    case 'TooManyFields':
      return csvWords.say('tooManyCells', { columns });
    case 'TooFewFields':
      return csvWords.say('tooFewCells', { columns });
    case 'MissingQuotes':
      return csvWords.say('quoteNotClosed');
    case 'InvalidQuotes':
      return csvWords.say('quoteOutOfPlace');
    case 'UndetectableDelimiter':
      return csvWords.say('noComma');
    default: {
      const never: never = code;
      return never;
    }
  }
}

/** Every key the browser's member CSV check may give an issue, for the console's catalogues to hold. */
export const MEMBER_CSV_ISSUE_KEYS = csvWords.keys;

const SHORT_PASSWORD = {
  message: `at least ${PASSWORD_MIN} characters`,
  ...issueTextOf('too_small', { origin: 'string', minimum: PASSWORD_MIN }),
};

export interface ParsedMembers {
  rows: MemberImportRow[];
  /** Paths as the server writes them (`rows[3].userName`), so both lists read alike. */
  issues: ErrorIssue[];
}

/**
 * A member CSV read in the browser: a header row naming the columns (userName, realName, password, userCode,
 * mobile, email), one candidate per row. Every bad row is named; the server's dry run checks the rest (who exists).
 */
export function parseMemberCsv(text: string): ParsedMembers {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const issues: ErrorIssue[] = [];
  const fields = parsed.meta.fields ?? [];
  for (const column of REQUIRED) {
    if (!fields.includes(column))
      issues.push({ path: 'header', ...csvWords.say('missingColumn', { column }) });
  }
  for (const field of fields) {
    if (!(COLUMNS as readonly string[]).includes(field))
      issues.push({
        path: 'header',
        ...csvWords.say('unknownColumn', { column: field, columns: COLUMNS.join(', ') }),
      });
  }
  for (const error of parsed.errors) {
    issues.push({
      path: `rows[${error.row ?? 0}]`,
      ...csvProblem(error.code, fields.length),
    });
  }
  const seen = new Map<string, number>();
  const rows = parsed.data.map((record, index) => {
    const row: MemberImportRow = { userName: '', realName: '' };
    for (const column of COLUMNS) {
      const value = record[column]?.trim();
      if (value) row[column] = value;
    }
    for (const column of REQUIRED) {
      if (!row[column]) issues.push({ path: `rows[${index}].${column}`, ...definitionWords.say('required') });
    }
    if (row.password !== undefined && row.password.length < PASSWORD_MIN)
      issues.push({ path: `rows[${index}].password`, ...SHORT_PASSWORD });
    if (row.email !== undefined && !EMAIL.test(row.email))
      issues.push({ path: `rows[${index}].email`, ...csvWords.say('email') });
    if (row.userName) {
      const first = seen.get(row.userName);
      if (first !== undefined)
        issues.push({ path: `rows[${index}].userName`, ...csvWords.say('sameUser', { row: first }) });
      else seen.set(row.userName, index);
    }
    return row;
  });
  if (rows.length === 0 && issues.length === 0) issues.push({ path: 'rows', ...csvWords.say('noRows') });
  return { rows, issues };
}

/** The rows named by issues, for the preview's highlighting. */
export function badRowIndexes(issues: readonly ErrorIssue[]): Set<number> {
  const indexes = new Set<number>();
  for (const issue of issues) {
    const match = /^rows\[(\d+)\]/.exec(issue.path);
    if (match?.[1] !== undefined) indexes.add(Number(match[1]));
  }
  return indexes;
}
