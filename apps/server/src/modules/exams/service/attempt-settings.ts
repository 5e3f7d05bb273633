import { AppError } from '@iexam/domain/errors';
import type { Db, DbOrTx } from '../../../db/client';
import { findAccommodation } from '../repo-info';
import { getCachedExam, getCachedRules, getCachedSessions } from './published-exam';

/**
 * What starting and grading an attempt needs of its exam (and session), read by the attempts module. The exam,
 * its sessions and rules come from the process cache (DESIGN §5 start burst: the opening minute only reads, and
 * mostly from memory); the candidate's accommodation is read live. Inside a transaction pass it as `reader`.
 */
export async function loadAttemptSettings(
  db: Db,
  schoolId: string,
  examId: number,
  sessionId: number | null,
  userId: number | undefined,
  reader: DbOrTx = db,
) {
  const exam = await getCachedExam(db, schoolId, examId, reader);
  if (exam?.examStatus !== 1 || exam.deletedAt) throw new AppError('NOT_FOUND');
  const [sessions, rules, accommodation] = await Promise.all([
    sessionId === null ? [] : getCachedSessions(db, schoolId, examId, reader),
    getCachedRules(db, schoolId, examId, reader),
    userId === undefined ? undefined : findAccommodation(reader, schoolId, examId, userId),
  ]);
  const session = sessionId === null ? undefined : sessions.find((row) => row.id === sessionId);
  if (sessionId !== null && !session) throw new AppError('NOT_FOUND', { field: 'sessionId' });
  return {
    exam,
    session,
    rules,
    settingTime: session?.settingTime ?? exam.examSettingTime,
    extraMinutes: accommodation?.extraMinutes ?? 0,
    timeMultiplier: accommodation?.timeMultiplier ?? 1,
  };
}

/**
 * The exam fields the answer page and grading read, for an attempt that exists (deleted exams included), from the
 * process cache. Inside a transaction pass it as `reader`.
 */
export async function loadExamOfAttempt(db: Db, schoolId: string, examId: number, reader: DbOrTx = db) {
  const exam = await getCachedExam(db, schoolId, examId, reader);
  if (!exam) throw new AppError('NOT_FOUND');
  return exam;
}
