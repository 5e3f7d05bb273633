import type { Db, DbOrTx } from '../../../db/client';
import { readThrough } from '../../../db/process-cache';
import { findExam, findExamRules, findSessionsOfExam } from '../repo-info';

type ExamRow = NonNullable<Awaited<ReturnType<typeof findExam>>>;
type SessionRow = Awaited<ReturnType<typeof findSessionsOfExam>>[number];
type RuleRow = Awaited<ReturnType<typeof findExamRules>>[number];

// Only the importer changes these rows, and it announces each change (db/process-cache.ts), so every reader in the
// process shares one copy instead of three queries per request. Callers must not change what they are given.
// A caller inside a transaction passes it as `reader`, so a miss never waits for a second pool connection.

/** The exam row (deleted or not, undefined when unknown), read once per process. */
export function getCachedExam(
  db: Db,
  schoolId: string,
  examId: number,
  reader: DbOrTx = db,
): Promise<Readonly<ExamRow> | undefined> {
  return readThrough(db, `exam:${schoolId}:${examId}`, () => findExam(reader, schoolId, examId));
}

/**
 * The exam's sessions by begin time, read once per process. Their remainderNum changes with every booking, so it is
 * a snapshot here: callers that show places read them live (findLivePlaces).
 */
export function getCachedSessions(
  db: Db,
  schoolId: string,
  examId: number,
  reader: DbOrTx = db,
): Promise<readonly Readonly<SessionRow>[]> {
  return readThrough(db, `sessions:${schoolId}:${examId}`, () =>
    findSessionsOfExam(reader, schoolId, examId),
  );
}

/** The exam's attempt-limit rules by rule type, read once per process. */
export function getCachedRules(
  db: Db,
  schoolId: string,
  examId: number,
  reader: DbOrTx = db,
): Promise<readonly Readonly<RuleRow>[]> {
  return readThrough(db, `rules:${schoolId}:${examId}`, () => findExamRules(reader, schoolId, examId));
}
