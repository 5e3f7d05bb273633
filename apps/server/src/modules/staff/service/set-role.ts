import { AppError } from '@iexam/domain/errors';
import { roleNeedsAssignment, type StaffRole } from '@iexam/domain/staff';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../admin/audit';
import { findUser, replaceAssignments, setRole } from '../repo-staff';

/**
 * Changes a staff account's role (issue 21). An exam admin cannot demote themself (the school could be left with
 * no one to manage it); an exam admin's assignments go, since they work on every exam.
 */
export async function setStaffRole(db: Db, staff: Staff, userId: number, role: StaffRole) {
  const user = await findUser(db, staff.schoolId, userId);
  if (!user || user.role === 'candidate') throw new AppError('NOT_FOUND');
  if (userId === staff.userId && role !== staff.role)
    throw new AppError('CONFLICT', { message: 'you cannot change your own role', field: 'role' });
  if (user.role !== role)
    await db.transaction(async (tx) => {
      await setRole(tx, staff.schoolId, userId, role);
      if (!roleNeedsAssignment(role)) await replaceAssignments(tx, staff.schoolId, userId, []);
      await recordAudit(tx, staff, {
        action: 'staff.role',
        target: `user:${userId}`,
        detail: { userName: user.userName, from: user.role, role },
      });
    });
  return { userId, role };
}
