import { AppError } from '@iexam/domain/errors';
import { roleNeedsAssignment, type StaffRole } from '@iexam/domain/staff';
import type { Staff } from '../../../access/who';
import { type LiveSessions, revokeAuthSession } from '../../../auth/live-sessions';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../admin/audit';
import { findSessionIdsOf, findUser, replaceAssignments, setRole } from '../repo-staff';

/**
 * Changes a staff account's role (issue 21). An exam admin cannot demote themself (the school could be left with
 * no one to manage it); an exam admin's assignments go, since they work on every exam. The login token carries the
 * role, so the user's sessions end: they log in again under the new one (a demoted admin keeps nothing meanwhile).
 */
export async function setStaffRole(
  deps: { db: Db; liveSessions: LiveSessions },
  staff: Staff,
  userId: number,
  role: StaffRole,
) {
  const { db } = deps;
  const user = await findUser(db, staff.schoolId, userId);
  if (!user || user.role === 'candidate') throw new AppError('NOT_FOUND');
  if (userId === staff.userId && role !== staff.role)
    throw new AppError('CONFLICT', { message: 'you cannot change your own role', field: 'role' });
  if (user.role !== role) {
    await db.transaction(async (tx) => {
      await setRole(tx, staff.schoolId, userId, role);
      if (!roleNeedsAssignment(role)) await replaceAssignments(tx, staff.schoolId, userId, []);
      await recordAudit(tx, staff, {
        action: 'staff.role',
        target: `user:${userId}`,
        detail: { userName: user.userName, from: user.role, role },
      });
    });
    for (const sessionId of await findSessionIdsOf(db, staff.schoolId, userId)) {
      await revokeAuthSession(db, staff.schoolId, sessionId);
      deps.liveSessions.forget(staff.schoolId, sessionId);
    }
  }
  return { userId, role };
}
