import { AppError } from '@iexam/domain/errors';
import {
  MONITOR_STATES,
  type MonitorState,
  monitorStateOf,
  secondsLeftAtHandIn,
  secondsLeftOf,
} from '@iexam/domain/staff';
import { requireAccess } from '../../../access/require-access';
import { scopeCovers } from '../../../access/staff-access';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { findMonitoredExam, findMonitorRows } from '../repo-monitor';

/**
 * The live monitor of an exam (issue 21): every candidate with their newest attempt, in one statement however many
 * there are. A proctor limited to sessions sees those sessions and their candidates only; asking for another
 * session is NOT_FOUND, like an exam not theirs.
 */
export async function readMonitor(
  db: Db,
  staff: Staff,
  examId: number,
  sessionId: number | undefined,
  now: Date,
) {
  const scope = await requireAccess(db, staff, { exam: examId, duty: 'proctor' }, now);
  const exam = await findMonitoredExam(db, staff.schoolId, examId);
  if (!exam) throw new AppError('NOT_FOUND');
  const sessions = exam.sessions.filter((session) => scopeCovers(scope, session.sessionId));
  if (sessionId !== undefined && !sessions.some((session) => session.sessionId === sessionId))
    throw new AppError('NOT_FOUND');
  const sessionIds = sessionId !== undefined ? [sessionId] : scope.sessions === 'all' ? null : scope.sessions;
  const rows = await findMonitorRows(db, staff.schoolId, examId, sessionIds);
  const sessionNames = new Map(exam.sessions.map((session) => [session.sessionId, session.sessionName]));
  const candidates = rows.map((row) => {
    const state = monitorStateOf({ attemptStatus: row.status, hasBooking: row.appointmentId !== null });
    return {
      key: row.userId !== null ? `u${row.userId}` : `o${row.openCandidateId}`,
      userId: row.userId,
      openCandidateId: row.openCandidateId,
      name: row.name,
      userName: row.userName,
      userCode: row.userCode,
      sessionId: row.sessionId,
      sessionName: row.sessionId === null ? null : (sessionNames.get(row.sessionId) ?? null),
      state,
      examResultId: row.examResultId,
      answered: row.answered,
      total: row.total,
      lastSavedAt: row.lastSavedAt,
      startAnswerTime: row.startAnswerTime,
      deadline: row.deadline,
      secondsLeft: secondsLeftOf(state, row.deadline, now),
      secondsLeftAtHandIn: secondsLeftAtHandIn(row.deadline, row.submittedAt),
      handInReason: row.handInReason,
      switchScreenTimes: row.switchScreenTimes,
      switchScreenEvents: row.switchScreenEvents ?? [],
      clientKind: row.clientKind,
      clientIp: row.clientIp,
      ipChanges: row.ipChanges,
      lastSeenAt: row.lastSeenAt,
      extraMinutes: row.extraMinutes,
      timeMultiplier: row.timeMultiplier,
      appointmentId: row.appointmentId,
    };
  });
  const byState = Object.fromEntries(MONITOR_STATES.map((state) => [state, 0])) as Record<
    MonitorState,
    number
  >;
  for (const candidate of candidates) byState[candidate.state] += 1;
  return {
    now,
    exam: {
      examId: exam.examId,
      examName: exam.examName,
      examSettingTime: exam.examSettingTime,
      allowedSwitchScreenTimes: exam.allowedSwitchScreenTimes,
      isCompulsoryHandIn: exam.isCompulsoryHandIn,
      sessions,
    },
    candidates,
    summary: { byState, total: candidates.length },
  };
}
