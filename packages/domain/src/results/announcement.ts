/** What a results call may tell the candidate of an attempt's outcome: null wherever examResultFlag hides it. */
export interface AnnouncedResult {
  score: number | null;
  isPassed: boolean | null;
  /** The pass mark, only beside both the score and the verdict: with either alone it would reveal the other. */
  passScore: number | null;
}

const HIDDEN: AnnouncedResult = { score: null, isPassed: null, passScore: null };

/** The examResultFlag that means "not announced" (any value other than 0, 1, 2 does). */
export const RESULT_FLAG_NOT_ANNOUNCED = 3;

/**
 * The examResultFlag in force at `now` (issue 21 release): before the exam's resultReleaseAt nothing is announced,
 * whatever the flag says; from it on (or with no release time) the flag itself.
 */
export function resultFlagInForce(
  exam: { examResultFlag: number; resultReleaseAt: Date | null },
  now: Date,
): number {
  return exam.resultReleaseAt !== null && now < exam.resultReleaseAt
    ? RESULT_FLAG_NOT_ANNOUNCED
    : exam.examResultFlag;
}

/**
 * SPEC §3 examResultFlag on a results call: 0 score and pass/fail, 1 score only, 2 pass/fail only, other nothing.
 * Nothing while a person still grades or the attempt is not graded yet (a partial score would leak). The pass mark
 * goes out only with flag 0 and isShowPassScore 0: under flag 1 a pass mark beside the score makes the verdict
 * inferable, under flag 2 beside the verdict it bounds the score. With the exam's resultReleaseAt, nothing before
 * that instant (resultFlagInForce); a release time without `now` to compare it with announces nothing.
 */
export function announcedResult(
  attempt: {
    examResultFlag: number;
    isScoring: number;
    status: string;
    score: number | null;
    isPassed: boolean | null;
  },
  exam: { passScore: number | null; isShowPassScore: number; resultReleaseAt?: Date | null },
  now?: Date,
): AnnouncedResult {
  if (attempt.isScoring === 1 || attempt.status !== 'graded') return HIDDEN;
  const releaseAt = exam.resultReleaseAt ?? null;
  if (releaseAt !== null && (now === undefined || now < releaseAt)) return HIDDEN;
  switch (attempt.examResultFlag) {
    case 0:
      return {
        score: attempt.score,
        isPassed: attempt.isPassed,
        passScore: exam.isShowPassScore === 0 ? exam.passScore : null,
      };
    case 1:
      return { score: attempt.score, isPassed: null, passScore: null };
    case 2:
      return { score: null, isPassed: attempt.isPassed, passScore: null };
    default:
      return HIDDEN;
  }
}

/** Whole seconds from the start of answering to the hand-in (null while not handed in; never negative). */
export function attemptTimeUsedSeconds(startAnswerTime: Date, submittedAt: Date | null): number | null {
  if (submittedAt === null) return null;
  return Math.max(0, Math.round((submittedAt.getTime() - startAnswerTime.getTime()) / 1000));
}

export interface SummaryAttempt {
  status: string;
  isScoring: number;
  score: number | null;
  isPassed: boolean | null;
  startAnswerTime: Date;
  submittedAt: Date | null;
}

export interface ExamAttemptsSummary {
  attemptCount: number;
  /** Attempts whose outcome is not out yet (a person grading, or not graded). */
  gradingCount: number;
  /** The highest announced score; null when the flag hides scores or none is announced. */
  bestScore: number | null;
  /** true when any announced verdict is a pass, false when all announced ones fail, null when none is shown. */
  isPassed: boolean | null;
  timeUsedSeconds: number;
  firstStartAnswerTime: Date | null;
  lastStartAnswerTime: Date | null;
  lastSubmittedAt: Date | null;
}

const later = (a: Date | null, b: Date | null) => (a === null || (b !== null && b > a) ? b : a);
const earlier = (a: Date | null, b: Date | null) => (a === null || (b !== null && b < a) ? b : a);

/**
 * Personal-centre summary of one exam over a candidate's handed-in attempts: only what the exam's examResultFlag
 * shows of each attempt (announcedResult) goes into the best score and the verdict.
 */
export function summarizeExamAttempts(
  examResultFlag: number,
  attempts: SummaryAttempt[],
): ExamAttemptsSummary {
  const summary: ExamAttemptsSummary = {
    attemptCount: attempts.length,
    gradingCount: 0,
    bestScore: null,
    isPassed: null,
    timeUsedSeconds: 0,
    firstStartAnswerTime: null,
    lastStartAnswerTime: null,
    lastSubmittedAt: null,
  };
  for (const attempt of attempts) {
    if (attempt.isScoring === 1 || attempt.status !== 'graded') summary.gradingCount += 1;
    const shown = announcedResult({ ...attempt, examResultFlag }, { passScore: null, isShowPassScore: 1 });
    if (shown.score !== null && (summary.bestScore === null || shown.score > summary.bestScore))
      summary.bestScore = shown.score;
    if (shown.isPassed !== null) summary.isPassed = summary.isPassed === true || shown.isPassed;
    summary.timeUsedSeconds += attemptTimeUsedSeconds(attempt.startAnswerTime, attempt.submittedAt) ?? 0;
    summary.firstStartAnswerTime = earlier(summary.firstStartAnswerTime, attempt.startAnswerTime);
    summary.lastStartAnswerTime = later(summary.lastStartAnswerTime, attempt.startAnswerTime);
    summary.lastSubmittedAt = later(summary.lastSubmittedAt, attempt.submittedAt);
  }
  return summary;
}

/** The attempt states a candidate's page names, with a graded attempt whose results are not out told apart. */
export type ShownAttemptStatus = 'in_progress' | 'submitted' | 'grading' | 'graded' | 'notAnnounced';

/**
 * The state the hand-in page names (issue 17 defect 7): a graded attempt is "results out" only where the exam's
 * examResultFlag lets a results call say something (0, 1, 2); otherwise it is handed in with its results not
 * announced, as the result page says.
 */
export function shownAttemptStatus(attempt: { status: string; examResultFlag: number }): ShownAttemptStatus {
  if (attempt.status === 'graded')
    return [0, 1, 2].includes(attempt.examResultFlag) ? 'graded' : 'notAnnounced';
  if (attempt.status === 'in_progress' || attempt.status === 'grading') return attempt.status;
  return 'submitted';
}
