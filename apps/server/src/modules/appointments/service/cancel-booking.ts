import { canCancelAppointment } from '@iexam/domain/appointments';
import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../../db/client';
import { cancelLiveAppointment, findLiveAppointment, givePlaceBack, releaseRedemptionCode } from '../repo';
import { requireBookableSession } from './bookable-session';

/** SPEC §5: cancels inside the cancel window only, giving back the place and the code. */
export async function cancelAppointment(
  db: Db,
  principal: { schoolId: string; userId: number },
  input: { examId: number; sessionId: number },
  now: Date,
) {
  const { session } = await requireBookableSession(db, principal, input.examId, input.sessionId);
  const appointment = await findLiveAppointment(
    db,
    principal.schoolId,
    input.examId,
    input.sessionId,
    principal.userId,
  );
  if (!appointment) throw new AppError('NOT_FOUND');
  const decision = canCancelAppointment(session, now);
  if (!decision.allowed) throw new AppError(decision.reason);
  await db.transaction(async (tx) => {
    if (!(await cancelLiveAppointment(tx, principal.schoolId, appointment.id, now))) return;
    await givePlaceBack(tx, principal.schoolId, session.id);
    if (appointment.redemptionCode)
      await releaseRedemptionCode(tx, principal.schoolId, input.examId, appointment.redemptionCode);
  });
}
