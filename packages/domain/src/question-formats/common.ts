import type { z } from 'zod';
import type { ErrorIssue } from '../errors/app-error';
import { definitionErrorMap, issuesFromZod } from '../exam-definition/issues';
import { isRecord } from '../exam-definition/raw';
import { findSubjectIssues } from '../exam-definition/subject-rules';
import { subjectSchema } from '../exam-definition/subjects';

/** One subject of docs/exam-definition.md, as the bank and a paper store it. */
export type Subject = z.output<typeof subjectSchema>;
export type KnowledgePoint = { key: string; name: string };
export type ImportedSubject = { key: string; subject: Subject; knowledgePoints: KnowledgePoint[] };

/** What every importer returns: the subjects it could read, and every item it could not, by its place in the file. */
export type ConversionResult = {
  subjects: ImportedSubject[];
  knowledgePoints: KnowledgePoint[];
  issues: ErrorIssue[];
};

/** What an exporter returns: the file, and every subject it could not carry (those are left out of the file). */
export type ExportResult<T> = { content: T; issues: ErrorIssue[] };
export type ExportItem = { subject: Subject; knowledgePoints?: KnowledgePoint[] };

/** `Capital of France?` → `capital-of-france`: keys are what a re-import of the same file updates by. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug;
}

/**
 * A name that is a key already (`Q_1`, `capital-of-france`: key characters with a digit or separator) is kept, so
 * exporting the bank and importing the file back updates the same keys; other names (`Primes`) are slugified.
 */
const KEY_LIKE = /^(?=.*[0-9_.-])[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/;

/** Hands out keys that are unique within one file: the second `q1` becomes `q1-2`. */
export function keyMaker(): (wanted: string, fallback: string) => string {
  const used = new Set<string>();
  return (wanted, fallback) => {
    const base = KEY_LIKE.test(wanted) ? wanted : slugify(wanted) || fallback;
    let key = base;
    for (let n = 2; used.has(key); n++) key = `${base}-${n}`;
    used.add(key);
    return key;
  };
}

/** Where validateSubject's issues start: the `subject` of a bank PUT's body. */
const SUBJECT_PATH = 'subject';

/**
 * A subject goes through the SAME schema and rules as an exam definition's subject, so the bank never holds what an
 * exam import would refuse. Issue paths start with `subject.` (a body `{ subject }`, as the bank's PUT takes).
 */
export function validateSubject(raw: unknown): { subject?: Subject; issues: ErrorIssue[] } {
  const ruleIssues = isRecord(raw) ? findSubjectIssues(raw, SUBJECT_PATH) : [];
  const parsed = subjectSchema.safeParse(raw, { error: definitionErrorMap });
  const shapeIssues = parsed.success ? [] : issuesFromZod(parsed.error.issues);
  const issues = [...shapeIssues.map((i) => ({ ...i, path: `${SUBJECT_PATH}.${i.path}` })), ...ruleIssues];
  return issues.length === 0 && parsed.success ? { subject: parsed.data, issues } : { issues };
}

/**
 * A format's subject, its problems reported at the item of the source (`where`) and the subject's field there
 * (`question[4] (name "Capital") (type "multichoice").options`): the path stays a path, and the message the rule's
 * own, with its key (issue 35).
 */
export function checkedSubject(raw: Record<string, unknown>, where: string, issues: ErrorIssue[]) {
  const checked = validateSubject(raw);
  for (const issue of checked.issues)
    issues.push({ ...issue, path: `${where}${issue.path.slice(SUBJECT_PATH.length)}` });
  return checked.subject;
}

/** What Moodle XML and GIFT give every question: its text, points, feedback and category. */
export interface QuestionBasics {
  key: string;
  subjectTitle: string;
  subjectTitleContentType: number;
  score: number;
  explanation: string;
  category: KnowledgePoint | undefined;
}

/** One question of a format, checked and added to `subjects` (or its problems to `issues`, at `where`). */
export function addSubject(
  into: { subjects: ImportedSubject[]; issues: ErrorIssue[] },
  where: string,
  { category, ...basics }: QuestionBasics,
  typed: Record<string, unknown>,
) {
  const knowledgePoints = category ? [category] : [];
  const raw = { ...basics, knowledgePoints: knowledgePoints.map((point) => point.key), ...typed };
  const subject = checkedSubject(raw, where, into.issues);
  if (subject) into.subjects.push({ key: basics.key, subject, knowledgePoints });
}

/** Collects knowledge points by key, first name wins. */
export function knowledgePointList() {
  const byKey = new Map<string, KnowledgePoint>();
  return {
    add(point: KnowledgePoint) {
      if (!byKey.has(point.key)) byKey.set(point.key, point);
      return byKey.get(point.key) as KnowledgePoint;
    },
    all: () => [...byKey.values()],
  };
}

/** Option keys as our papers write them: A, B, … Z, then AA. */
export function optionKey(index: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return index < letters.length
    ? (letters[index] as string)
    : `${letters[Math.floor(index / letters.length) - 1]}${letters[index % letters.length]}`;
}

/** Shares as formats write them (33.33333): the right options of a partial multiple choice split 100. */
export function share(total: number, parts: number): string {
  return String(Math.round((total / parts) * 100000) / 100000);
}

/** Whether shares a format gave are one and the same (within the rounding formats write them with). */
export function equalShares(values: number[]): boolean {
  return values.every((value) => Math.abs(value - (values[0] as number)) < 0.01);
}

export function subjectLabel(index: number, name: string | undefined): string {
  return name ? `question[${index}] (name "${name}")` : `question[${index}]`;
}
