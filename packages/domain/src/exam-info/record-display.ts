/** SPEC §3 examResultFlag: 0 score and pass/fail, 1 score only, 2 pass/fail only, other: not announced. */
export const EXAM_RESULT_FLAG = { scoreAndPass: 0, scoreOnly: 1, passOnly: 2 } as const;

export type RecordOutcome =
  | { kind: 'grading' }
  | { kind: 'result'; score: number | null; isPassed: boolean | null }
  | { kind: 'notAnnounced' };

/**
 * SPEC §2 Records list: 'grading in progress' while isScoring is 1, otherwise what examResultFlag lets the candidate
 * see. The server presents attempts through this too, so a hidden score never leaves it.
 */
export function recordOutcome(attempt: {
  isScoring: number;
  examResultFlag: number;
  score: number | null;
  isPassed: boolean | null;
}): RecordOutcome {
  if (attempt.isScoring === 1) return { kind: 'grading' };
  switch (attempt.examResultFlag) {
    case EXAM_RESULT_FLAG.scoreAndPass:
      return { kind: 'result', score: attempt.score, isPassed: attempt.isPassed };
    case EXAM_RESULT_FLAG.scoreOnly:
      return { kind: 'result', score: attempt.score, isPassed: null };
    case EXAM_RESULT_FLAG.passOnly:
      return { kind: 'result', score: null, isPassed: attempt.isPassed };
    default:
      return { kind: 'notAnnounced' };
  }
}

/** SPEC §9: attempt dates are shown as yyyy-MM-dd with a +8 offset. */
export const ATTEMPT_DATE_TIMEZONE_HOURS = 8;
