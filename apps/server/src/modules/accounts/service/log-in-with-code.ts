import { normaliseUserName } from '@iexam/domain/accounts';
import { AppError } from '@iexam/domain/errors';
import { isStaffRole } from '@iexam/domain/staff';
import { asStaff } from '../../../access/who';
import { recordAudit } from '../../admin/audit';
import { findUserByUserName } from '../repo';
import type { AccountsDeps } from './accounts-deps';
import { spendTypedLoginCode } from './login-codes';
import { startSession } from './start-session';

/**
 * Issue 35: a staff account logs in with the one-time code an exam admin issued it (docs/decisions/0052). An unknown
 * name, a candidate, another school's account, a wrong, used or expired code: all the wrong-password refusal, so
 * the answer tells a guesser nothing about which it was.
 */
export async function loginWithCode(
  deps: AccountsDeps,
  input: { schoolId: string; userName: string; oneTimeCode: string },
  now: Date,
) {
  const user = await findUserByUserName(deps.db, input.schoolId, normaliseUserName(input.userName));
  if (!user || !isStaffRole(user.role)) throw new AppError('INVALID_CREDENTIALS');
  const staff = asStaff({ schoolId: user.schoolId, userId: user.id, role: user.role });
  const isSpent = await deps.db.transaction(async (tx) => {
    if (!(await spendTypedLoginCode(tx, user.schoolId, user.id, input.oneTimeCode, now))) return false;
    // The admins see when the code they issued was used; the code itself is in no entry.
    await recordAudit(tx, staff, {
      action: 'staff.login-code.use',
      target: `user:${user.id}`,
      detail: { userName: user.userName },
    });
    return true;
  });
  if (!isSpent) throw new AppError('INVALID_CREDENTIALS');
  return startSession(deps, user, now);
}
