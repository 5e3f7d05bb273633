import { EXAM_INFO_STATUS, type ExamInfoStatus } from './exam-info-status';

/** SPEC §3 sessionStatus: 2 not started, 3 ongoing, 4 ended. */
export const SESSION_STATUS = { notStarted: 2, ongoing: 3, ended: 4 } as const;
export type SessionStatus = (typeof SESSION_STATUS)[keyof typeof SESSION_STATUS];

/** A session's status at `now`: its window is [beginTime, endTime). */
export function sessionStatusAt(session: { beginTime: Date; endTime: Date }, now: Date): SessionStatus {
  if (now < session.beginTime) return SESSION_STATUS.notStarted;
  if (now >= session.endTime) return SESSION_STATUS.ended;
  return SESSION_STATUS.ongoing;
}

const STATUS_BY_SESSION: Record<SessionStatus, ExamInfoStatus> = {
  [SESSION_STATUS.notStarted]: EXAM_INFO_STATUS.notStarted,
  [SESSION_STATUS.ongoing]: EXAM_INFO_STATUS.inProgress,
  [SESSION_STATUS.ended]: EXAM_INFO_STATUS.ended,
};

/**
 * SPEC §4 Session status mapping: session status 2, 3, 4 map to examInfoStatus -1, 1, -2. A shared exam that is
 * already expired stays expired, whatever its session says.
 */
export function examInfoStatusForSession(
  sessionStatus: SessionStatus,
  exam: { isSharedExam: number; examInfoStatus: ExamInfoStatus },
): ExamInfoStatus {
  if (exam.isSharedExam === 1 && exam.examInfoStatus === EXAM_INFO_STATUS.expired)
    return EXAM_INFO_STATUS.expired;
  return STATUS_BY_SESSION[sessionStatus];
}

/**
 * The session the page opens on when the address names none: the first ongoing one, else the next to begin,
 * else the last that ended. Sessions are given in begin-time order.
 */
export function defaultSessionIndex(statuses: readonly SessionStatus[]): number {
  const ongoing = statuses.indexOf(SESSION_STATUS.ongoing);
  if (ongoing >= 0) return ongoing;
  const upcoming = statuses.indexOf(SESSION_STATUS.notStarted);
  if (upcoming >= 0) return upcoming;
  return statuses.length - 1;
}
