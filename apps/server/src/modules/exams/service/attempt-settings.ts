import { AppError } from '@iexam/domain/errors';
import type { DbOrTx } from '../../../db/client';
import { findAccommodation, findExam, findExamRules, findSessionsOfExam } from '../repo-info';

/** What starting and grading an attempt needs of its exam (and session), read by the attempts module. */
export async function loadAttemptSettings(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  sessionId: number | null,
  userId: number | undefined,
) {
  const exam = await findExam(db, schoolId, examId);
  if (exam?.examStatus !== 1 || exam.deletedAt) throw new AppError('NOT_FOUND');
  const [sessions, rules, accommodation] = await Promise.all([
    sessionId === null ? [] : findSessionsOfExam(db, schoolId, examId),
    findExamRules(db, schoolId, examId),
    userId === undefined ? undefined : findAccommodation(db, schoolId, examId, userId),
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

/** The exam fields the answer page and grading read, for an attempt that exists (deleted exams included). */
export async function loadExamOfAttempt(db: DbOrTx, schoolId: string, examId: number) {
  const exam = await findExam(db, schoolId, examId);
  if (!exam) throw new AppError('NOT_FOUND');
  return exam;
}
