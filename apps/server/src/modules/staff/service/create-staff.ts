import {
  normaliseUserName,
  userNameClashIssue,
  userNameRefusal,
  userNameRefusalIssue,
} from '@iexam/domain/accounts';
import { fieldRefusal } from '@iexam/domain/errors';
import type { StaffRole } from '@iexam/domain/staff';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/unique-violation';
import { hashPassword } from '../../accounts/passwords';
import { findNewUserNameClashes } from '../../accounts/service/check-user-names';
import { recordAudit } from '../../admin/audit';
import { insertStaff, userNameTaken } from '../repo-staff';

/**
 * A new staff account of the school (issue 21). The user name is normalised (issue 35): one with an invisible or
 * control character is a 400; one the school has, or one that looks like a name it has, is a 409; nothing written.
 */
export async function createStaffAccount(
  db: Db,
  staff: Staff,
  typed: { userName: string; realName: string; password: string; role: StaffRole },
) {
  const input = { ...typed, userName: normaliseUserName(typed.userName) };
  const refusal = userNameRefusal(input.userName);
  if (refusal) throw fieldRefusal('VALIDATION_FAILED', userNameRefusalIssue('userName', refusal));
  const conflict = () =>
    fieldRefusal(
      'CONFLICT',
      userNameClashIssue({ index: 0, reason: 'TAKEN', other: input.userName }, () => 'userName'),
    );
  if (await userNameTaken(db, staff.schoolId, input.userName)) throw conflict();
  const passwordHash = await hashPassword(input.password);
  const userId = await db
    .transaction(async (tx) => {
      const [clash] = await findNewUserNameClashes(tx, staff.schoolId, [input.userName]);
      if (clash?.reason === 'TAKEN') throw conflict();
      if (clash)
        throw fieldRefusal(
          'CONFLICT',
          userNameClashIssue(clash, () => 'userName'),
        );
      const id = await insertStaff(tx, {
        schoolId: staff.schoolId,
        userName: input.userName,
        realName: input.realName,
        passwordHash,
        role: input.role,
      });
      await recordAudit(tx, staff, {
        action: 'staff.create',
        target: `user:${id}`,
        detail: { userName: input.userName, role: input.role },
      });
      return id;
    })
    .catch((error: unknown) => {
      // Two admins creating the same name at once: the unique index decides, and the loser hears 409 too.
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    });
  return { userId, userName: input.userName, realName: input.realName, role: input.role, assignments: [] };
}
