import type { ErrorIssue } from '@iexam/domain/errors';
import Papa from 'papaparse';
import type { MemberImportRow } from '@/api/admin/groups';

const COLUMNS = ['userName', 'realName', 'password', 'userCode', 'mobile', 'email'] as const;
const REQUIRED = ['userName', 'realName'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
    if (!fields.includes(column)) issues.push({ path: 'header', message: `missing column "${column}"` });
  }
  for (const field of fields) {
    if (!(COLUMNS as readonly string[]).includes(field))
      issues.push({ path: 'header', message: `unknown column "${field}"` });
  }
  for (const error of parsed.errors) {
    issues.push({ path: `rows[${error.row ?? 0}]`, message: error.message });
  }
  const seen = new Map<string, number>();
  const rows = parsed.data.map((record, index) => {
    const row: MemberImportRow = { userName: '', realName: '' };
    for (const column of COLUMNS) {
      const value = record[column]?.trim();
      if (value) row[column] = value;
    }
    for (const column of REQUIRED) {
      if (!row[column]) issues.push({ path: `rows[${index}].${column}`, message: 'required' });
    }
    if (row.password !== undefined && row.password.length < 8)
      issues.push({ path: `rows[${index}].password`, message: 'at least 8 characters' });
    if (row.email !== undefined && !EMAIL.test(row.email))
      issues.push({ path: `rows[${index}].email`, message: 'not an e-mail address' });
    if (row.userName) {
      const first = seen.get(row.userName);
      if (first !== undefined)
        issues.push({ path: `rows[${index}].userName`, message: `the same user as rows[${first}]` });
      else seen.set(row.userName, index);
    }
    return row;
  });
  if (rows.length === 0 && issues.length === 0) issues.push({ path: 'rows', message: 'no rows' });
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
