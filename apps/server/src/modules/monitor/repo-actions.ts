import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching, oneOf } from '../../db/matching';
import { accommodations, attemptNotices, examResults, exams, sessions } from '../../db/schema';
import type { AttemptNoticeKind } from '../../db/schema/staff';

/** The ends an attempt's deadline is compared with: its exam's and its session's. */
export async function findAttemptEnds(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  sessionId: number | null,
) {
  const [exam] = await db
    .select({ endTime: exams.endTime })
    .from(exams)
    .where(matching(exams, { schoolId, id: examId }))
    .limit(1);
  const [session] =
    sessionId === null
      ? []
      : await db
          .select({ endTime: sessions.endTime })
          .from(sessions)
          .where(matching(sessions, { schoolId, id: sessionId }))
          .limit(1);
  return [exam?.endTime ?? null, session?.endTime ?? null];
}

export async function setRunningDeadline(tx: DbOrTx, schoolId: string, examResultId: number, deadline: Date) {
  await tx
    .update(examResults)
    .set({ deadline })
    .where(matching(examResults, { schoolId, id: examResultId, status: 'in_progress' }));
}

/**
 * A handed-in attempt runs again until `deadline` (docs/decisions/0043): the hand-in, its reason and its outcome are
 * cleared, the leave count starts again (else the next leave would hand it in at once) and the next client takes it.
 */
export async function reopenAttempt(tx: DbOrTx, schoolId: string, examResultId: number, deadline: Date) {
  const rows = await tx
    .update(examResults)
    .set({
      status: 'in_progress',
      deadline,
      submittedAt: null,
      handInReason: null,
      switchScreenTimes: 0,
      activeClientId: null,
      score: null,
      isPassed: null,
      isScoring: 0,
    })
    .where(
      matching(examResults, {
        schoolId,
        id: examResultId,
        status: oneOf(['submitted', 'grading', 'graded']),
      }),
    )
    .returning({ id: examResults.id });
  return rows.length > 0;
}

/** Another running attempt of the same candidate at the exam (the one-open-attempt index would refuse the reopen). */
export async function findOtherRunningAttempt(
  db: DbOrTx,
  attempt: {
    schoolId: string;
    id: number;
    examId: number;
    userId: number | null;
    openCandidateId: number | null;
  },
) {
  const candidate =
    attempt.userId !== null
      ? eq(examResults.userId, attempt.userId)
      : eq(examResults.openCandidateId, attempt.openCandidateId ?? 0);
  const [row] = await db
    .select({ id: examResults.id })
    .from(examResults)
    .where(
      and(
        matching(examResults, {
          schoolId: attempt.schoolId,
          examId: attempt.examId,
          status: 'in_progress',
          isPreview: false,
        }),
        candidate,
        ne(examResults.id, attempt.id),
      ),
    )
    .limit(1);
  return row;
}

export async function resetSwitchScreenTimes(tx: DbOrTx, schoolId: string, examResultId: number) {
  await tx
    .update(examResults)
    .set({ switchScreenTimes: 0 })
    .where(matching(examResults, { schoolId, id: examResultId }));
}

export async function insertNotice(
  tx: DbOrTx,
  values: {
    schoolId: string;
    examResultId: number;
    kind: AttemptNoticeKind;
    reason: string;
    detail: Record<string, unknown>;
    at: Date;
  },
) {
  await tx.insert(attemptNotices).values(values);
}

/** Sets a candidate's accommodation at an exam (the start applies it); the previous values, if any, are returned. */
export async function upsertAccommodation(
  tx: DbOrTx,
  values: { schoolId: string; examId: number; userId: number; extraMinutes: number; timeMultiplier: number },
) {
  const [before] = await tx
    .select({ extraMinutes: accommodations.extraMinutes, timeMultiplier: accommodations.timeMultiplier })
    .from(accommodations)
    .where(
      matching(accommodations, { schoolId: values.schoolId, examId: values.examId, userId: values.userId }),
    )
    .for('update');
  await tx
    .insert(accommodations)
    .values(values)
    .onConflictDoUpdate({
      target: [accommodations.schoolId, accommodations.examId, accommodations.userId],
      set: { extraMinutes: sql`excluded.extra_minutes`, timeMultiplier: sql`excluded.time_multiplier` },
    });
  return before ?? null;
}
