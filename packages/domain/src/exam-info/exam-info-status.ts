/** SPEC §3 examInfoStatus: -3 expired, -2 ended, -1 not started, 1 in progress. */
export const EXAM_INFO_STATUS = { expired: -3, ended: -2, notStarted: -1, inProgress: 1 } as const;
export type ExamInfoStatus = (typeof EXAM_INFO_STATUS)[keyof typeof EXAM_INFO_STATUS];

export interface TimeWindow {
  beginTime: Date | null;
  endTime: Date | null;
}

/**
 * SPEC §3 examInfoStatus of an exam's own time window at `now`: not started before the begin time, ended from the
 * end time on (the end instant itself is closed), in progress between. A missing bound is open on that side.
 * A shared exam (isSharedExam 1, run by several schools together) whose window is over is expired (-3): it cannot
 * be reopened by one school's session.
 */
export function examInfoStatusAt(window: TimeWindow & { isSharedExam?: number }, now: Date): ExamInfoStatus {
  if (window.beginTime && now < window.beginTime) return EXAM_INFO_STATUS.notStarted;
  if (window.endTime && now >= window.endTime)
    return window.isSharedExam === 1 ? EXAM_INFO_STATUS.expired : EXAM_INFO_STATUS.ended;
  return EXAM_INFO_STATUS.inProgress;
}
