import { AppError } from '@iexam/domain/errors';
import type { StaffRole } from '@iexam/domain/staff';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/unique-violation';
import { hashPassword } from '../../accounts/passwords';
import { recordAudit } from '../../admin/audit';
import { insertStaff, userNameTaken } from '../repo-staff';

/** A new staff account of the school (issue 21); a user name already there is a 409, nothing written. */
export async function createStaffAccount(
  db: Db,
  staff: Staff,
  input: { userName: string; realName: string; password: string; role: StaffRole },
) {
  const conflict = () =>
    new AppError('CONFLICT', { message: `user name '${input.userName}' is taken`, field: 'userName' });
  if (await userNameTaken(db, staff.schoolId, input.userName)) throw conflict();
  const passwordHash = await hashPassword(input.password);
  const userId = await db
    .transaction(async (tx) => {
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
