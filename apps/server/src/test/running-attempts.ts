import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { answers } from '../db/schema';
import type { ExamFields } from './factories';
import { useSchool } from './school-fixture';

/** The shared start of the attempt tests: a school, and a clock the tests move. */
export const START = new Date('2026-06-03T02:00:00Z');
export const seconds = (n: number) => new Date(START.getTime() + n * 1000);
export const CLIENT = 'client-0001';

/**
 * A test app whose clock the tests set (`clock.now`), a school, and candidates with a running attempt on a paper of
 * every subject type (30 minutes to answer), for the answers, hand-in and attempt-state tests.
 */
export function useRunningAttempts() {
  const clock = { now: START };
  const given = useSchool({ clock: () => clock.now });

  /** Starts at START as a new candidate; `userAgent` as the start's client (a browser by default). */
  const running = async (fields: ExamFields = {}, userAgent?: string) => {
    clock.now = START;
    const user = await given.newUser();
    const exam = await given.newExam({
      beginTime: seconds(-60),
      endTime: seconds(86_400),
      examSettingTime: 30,
      passScore: 20,
      ...fields,
    });
    const { subjectIds } = await given.newFullPaper(exam);
    const started = await given.app.injectAs(
      { user },
      {
        method: 'POST',
        url: '/api/iexam/userexam/v1/examResults/startExam',
        payload: { examId: exam.id, clientId: CLIENT },
        headers: userAgent ? { 'user-agent': userAgent } : {},
      },
    );
    expect(started.statusCode, started.body).toBe(200);
    return { user, exam, subjectIds, examResultId: started.json().data.examResultId as number };
  };

  const save = (
    user: { schoolId: string; id: number },
    examResultId: number,
    entries: object[],
    clientId = CLIENT,
  ) =>
    given.app.postAs({ user: user as never }, '/api/iexam/useranswer/v1/answer', {
      examResultId,
      clientId,
      answers: entries,
    });

  /** The stored answers of an attempt, by subject: what each save left. */
  const stored = async (examResultId: number) =>
    Object.fromEntries(
      (await given.db().select().from(answers).where(eq(answers.examResultId, examResultId))).map((row) => [
        row.subjectId,
        { answer: row.answer, seq: row.seq },
      ]),
    );

  return { holder: given, db: given.db, clock, school: () => given.school, running, save, stored };
}
