import { AppError, type ErrorIssue } from '@iexam/domain/errors';
import { roleNeedsAssignment } from '@iexam/domain/staff';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../admin/audit';
import { validationFailed } from '../../admin/service/exam-input';
import { findExamsAndSessions, findUser, replaceAssignments } from '../repo-staff';

export interface AssignmentInput {
  examId: number;
  sessionId?: number | undefined;
}

/** Each assignment names an exam of the school and, if any, a session of that exam; none twice. */
async function assignmentIssues(db: Db, schoolId: string, wanted: AssignmentInput[]) {
  const found = await findExamsAndSessions(
    db,
    schoolId,
    wanted.map((a) => a.examId),
  );
  const issues: ErrorIssue[] = [];
  const seen = new Set<string>();
  wanted.forEach((assignment, index) => {
    const path = `assignments[${index}]`;
    const identity = `${assignment.examId}:${assignment.sessionId ?? ''}`;
    if (!found.examIds.has(assignment.examId))
      issues.push({ path: `${path}.examId`, message: `no exam ${assignment.examId} in your school` });
    else if (
      assignment.sessionId !== undefined &&
      !found.sessions.some((s) => s.id === assignment.sessionId && s.examId === assignment.examId)
    )
      issues.push({
        path: `${path}.sessionId`,
        message: `no session ${assignment.sessionId} in exam ${assignment.examId}`,
      });
    else if (seen.has(identity)) issues.push({ path, message: 'the same assignment twice' });
    seen.add(identity);
  });
  return issues;
}

/**
 * Replaces a grader's or proctor's assignments (issue 21). An exam admin needs none (they work on every exam): 409.
 * Every wrong entry is a 400 at its index; nothing is written then.
 */
export async function setAssignments(db: Db, staff: Staff, userId: number, wanted: AssignmentInput[]) {
  const user = await findUser(db, staff.schoolId, userId);
  if (!user || user.role === 'candidate') throw new AppError('NOT_FOUND');
  if (!roleNeedsAssignment(user.role))
    throw new AppError('CONFLICT', { message: `a ${user.role} has no assignments: they work on every exam` });
  const issues = await assignmentIssues(db, staff.schoolId, wanted);
  if (issues.length > 0) throw validationFailed(issues, 'the assignments');
  const rows = wanted.map((a) => ({ examId: a.examId, sessionId: a.sessionId ?? null }));
  await db.transaction(async (tx) => {
    await replaceAssignments(tx, staff.schoolId, userId, rows);
    await recordAudit(tx, staff, {
      action: 'staff.assign',
      target: `user:${userId}`,
      detail: { userName: user.userName, assignments: rows },
    });
  });
  return { userId, assignments: rows };
}
