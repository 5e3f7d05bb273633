export type ExamStatusKey =
  | 'portal.status.expired'
  | 'portal.status.ended'
  | 'portal.status.notStarted'
  | 'portal.status.inProgress'
  | 'portal.status.unknown';

interface ExamStatusLook {
  labelKey: ExamStatusKey;
  color: string;
}

/** examInfoStatus from the portal call: -3 expired, -2 ended, -1 not started, 1 in progress. */
export function describeExamStatus(examInfoStatus: number): ExamStatusLook {
  switch (examInfoStatus) {
    case -3:
      return { labelKey: 'portal.status.expired', color: 'default' };
    case -2:
      return { labelKey: 'portal.status.ended', color: 'default' };
    case -1:
      return { labelKey: 'portal.status.notStarted', color: 'blue' };
    case 1:
      return { labelKey: 'portal.status.inProgress', color: 'green' };
    default:
      // A status added on the server before the web knows it must not break the list.
      return { labelKey: 'portal.status.unknown', color: 'default' };
  }
}
