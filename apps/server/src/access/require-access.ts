import type { StaffDuty } from '@iexam/domain/staff';
import type { Db } from '../db/client';
import type { examResults } from '../db/schema';
import { type AttemptFinder, requireOwnAttempt } from './attempt-access';
import type { Candidate } from './candidate';
import { type ExamViewer, requireVisibleExam, type VisibleExam } from './exam-access';
import { requireStaffAttempt, requireStaffExam, type StaffExamScope } from './staff-access';
import { requireVideo, type VideoAccess } from './video-access';
import type { Staff, Who } from './who';

type ExamResult = typeof examResults.$inferSelect;

/** What an asker may touch: an exam's information, an attempt (read with more in one statement by `find`), a video. */
export type Target =
  | { exam: number; duty?: StaffDuty }
  | { attempt: number; find?: AttemptFinder<ExamResult>; duty?: StaffDuty }
  | { video: number };

/**
 * The one access decision of the server (issue 14): the row the asker may touch, or a refusal with its reason. What is
 * not theirs is NOT_FOUND, the same as what does not exist (STYLE 2.8): another candidate's attempt, another school's
 * anything, an exam of a group they are not in, a video of an exam they may not see. An overdue attempt is handed in
 * on the way (DESIGN §5), so every reader sees it as the server's deadline says.
 */
export function requireAccess(
  db: Db,
  who: ExamViewer,
  target: { exam: number },
  now: Date,
): Promise<VisibleExam>;
export function requireAccess<T extends ExamResult = ExamResult>(
  db: Db,
  who: Candidate,
  target: { attempt: number; find?: AttemptFinder<T> },
  now: Date,
): Promise<T>;
export function requireAccess(
  db: Db,
  who: Staff,
  target: { exam: number; duty: StaffDuty },
  now: Date,
): Promise<StaffExamScope>;
export function requireAccess(
  db: Db,
  who: Staff,
  target: { attempt: number; duty: StaffDuty },
  now: Date,
): Promise<ExamResult>;
export function requireAccess(db: Db, who: Who, target: { video: number }, now: Date): Promise<VideoAccess>;
export function requireAccess(db: Db, who: Who, target: Target, now: Date): Promise<unknown> {
  if ('video' in target) return requireVideo(db, who, target.video);
  if (who.kind === 'staff') {
    // Staff act by duty (issue 21): an exam admin on all the school, a grader or proctor where assigned.
    if (!target.duty) throw new Error('a staff access names its duty');
    if ('exam' in target) return requireStaffExam(db, who, target.exam, target.duty);
    return requireStaffAttempt(db, who, target.attempt, target.duty);
  }
  if ('exam' in target) return requireVisibleExam(db, who, target.exam);
  if (who.kind === 'visitor') throw new Error('a visitor has no attempt before confirming');
  return requireOwnAttempt(db, who, target.attempt, now, target.find);
}
