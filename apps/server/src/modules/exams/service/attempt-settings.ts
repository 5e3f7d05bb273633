import { AppError } from '@iexam/domain/errors';
import type { Db, DbOrTx } from '../../../db/client';
import { getCachedExam, getCachedRules, getCachedSessions } from './published-exam';

/**
 * What starting and grading an attempt needs of its exam (and session), read by the attempts module. The exam,
 * its sessions and rules come from the process cache (DESIGN §5 start burst: the opening minute only reads, and
 * mostly from memory). Inside a transaction pass it as `reader`.
 */
export async function loadExamSettings(
  db: Db,
  schoolId: string,
  examId: number,
  sessionId: number | null,
  reader: DbOrTx = db,
) {
  const exam = await getCachedExam(db, schoolId, examId, reader);
  if (exam?.examStatus !== 1 || exam.deletedAt) throw new AppError('NOT_FOUND');
  const [sessions, rules] = await Promise.all([
    sessionId === null ? [] : getCachedSessions(db, schoolId, examId, reader),
    getCachedRules(db, schoolId, examId, reader),
  ]);
  const session = sessionId === null ? undefined : sessions.find((row) => row.id === sessionId);
  if (sessionId !== null && !session) throw new AppError('NOT_FOUND', { field: 'sessionId' });
  return { exam, session, rules, settingTime: session?.settingTime ?? exam.examSettingTime };
}

export interface Accommodation {
  extraMinutes: number;
  timeMultiplier: number;
}

/** The exam settings with the candidate's extra time (none for a candidate without an accommodation). */
export function withAccommodation<T extends object>(settings: T, accommodation: Accommodation | undefined) {
  return {
    ...settings,
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
