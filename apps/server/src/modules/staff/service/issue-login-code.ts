import { AppError } from '@iexam/domain/errors';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { issueLoginCode } from '../../accounts/service/login-codes';
import { recordAudit } from '../../admin/audit';
import { findUser } from '../repo-staff';

/**
 * Issue 35: a one-time login code for a staff account of the school, for staff who must get in while a spray keeps
 * the login budgets spent (docs/decisions/0052). A candidate's account is not staff: NOT_FOUND, as on the other
 * staff routes. The audit entry says who issued one for whom and until when; the code is shown once and kept nowhere.
 */
export async function issueStaffLoginCode(db: Db, staff: Staff, userId: number, now: Date) {
  const user = await findUser(db, staff.schoolId, userId);
  if (!user || user.role === 'candidate') throw new AppError('NOT_FOUND');
  const issued = await db.transaction(async (tx) => {
    const made = await issueLoginCode(tx, { schoolId: staff.schoolId, userId, issuedBy: staff.userId }, now);
    await recordAudit(tx, staff, {
      action: 'staff.login-code',
      target: `user:${userId}`,
      detail: { userName: user.userName, expiresAt: made.expiresAt.toISOString() },
    });
    return made;
  });
  return { userId, userName: user.userName, code: issued.code, expiresAt: issued.expiresAt.toISOString() };
}
