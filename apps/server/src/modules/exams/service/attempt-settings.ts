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
  return examSettingsOf({ exam, sessions, rules }, sessionId);
}

/** An exam's rows as the process cache gives them: what the exam information page and the start both read. */
export interface ExamRows {
  exam: NonNullable<Awaited<ReturnType<typeof getCachedExam>>>;
  sessions: Awaited<ReturnType<typeof getCachedSessions>>;
  rules: Awaited<ReturnType<typeof getCachedRules>>;
}

/** The settings of one session (or none) from an exam's rows already read, as the start hands them on. */
export function examSettingsOf(read: ExamRows, sessionId: number | null) {
  const { exam, sessions, rules } = read;
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
