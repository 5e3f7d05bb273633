import { AppError } from '@iexam/domain/errors';
import { requireAccess } from '../../../access/require-access';
import type { Staff } from '../../../access/who';
import { lockAttempt } from '../../../db/attempt-lock';
import type { Db, DbOrTx } from '../../../db/client';
import type { examResults } from '../../../db/schema';
import type { AttemptNoticeKind } from '../../../db/schema/staff';
import { recordAudit } from '../../admin/audit';
import { insertNotice } from '../repo-actions';

type Attempt = typeof examResults.$inferSelect;

/** What one staff action did to an attempt: the audit verb, what the candidate is told, and the answer. */
export interface AttemptActionOutcome<R> {
  action: string;
  detail: Record<string, unknown>;
  notice?: { kind: AttemptNoticeKind; detail: Record<string, unknown> };
  result: R;
}

/**
 * A proctor's action on an attempt (issue 21): the attempt must be one they watch (else 404), then in ONE transaction,
 * with the attempt row locked, the change, its audit entry with the reason, and the candidate's notice.
 */
export async function actOnAttempt<R>(
  db: Db,
  staff: Staff,
  examResultId: number,
  input: { reason: string; now: Date },
  act: (tx: DbOrTx, attempt: Attempt) => Promise<AttemptActionOutcome<R>>,
): Promise<R> {
  await requireAccess(db, staff, { attempt: examResultId, duty: 'proctor' }, input.now);
  return db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, staff.schoolId, examResultId);
    if (!attempt) throw new AppError('NOT_FOUND');
    const outcome = await act(tx, attempt);
    await recordAudit(tx, staff, {
      action: outcome.action,
      target: `attempt:${examResultId}`,
      detail: { reason: input.reason, examId: attempt.examId, ...outcome.detail },
    });
    if (outcome.notice)
      await insertNotice(tx, {
        schoolId: staff.schoolId,
        examResultId,
        kind: outcome.notice.kind,
        reason: input.reason,
        detail: outcome.notice.detail,
        at: input.now,
      });
    return outcome.result;
  });
}

/** The 409 of an action on an attempt in the wrong state, naming the state and what the action needs. */
export function wrongState(attempt: Attempt, needs: string): AppError {
  return new AppError('CONFLICT', {
    field: 'status',
    message: `the attempt is ${attempt.status}; ${needs}`,
  });
}
