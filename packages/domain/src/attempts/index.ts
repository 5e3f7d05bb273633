export { answerMinutes } from './answer-duration';
export {
  type AttemptLimitDecision,
  type CountedExamRule,
  checkAttemptLimit,
  countRuleUsage,
  type ExamRule,
  isRuleType,
  periodStart,
  RULE_TYPES,
  type RuleType,
} from './attempt-limit';
export {
  type AttemptOrder,
  attemptOrder,
  type OrderedSubject,
  type PaperShuffle,
  seededRandom,
  shownLetters,
  shownOptionLetter,
  shuffled,
} from './attempt-order';
export { allowsFirstAttempt, type PreparedCandidates, preparedCandidatesOf } from './attempt-preparation';
export { ATTEMPT_STATES, type AttemptState, canTransition } from './attempt-state';
export { attemptDeadline, isOverdue, isWithinSaveWindow, SAVE_GRACE_MS } from './deadline';
export { type ExamMode, examModeOf } from './exam-mode';
export {
  HAND_IN_REASONS,
  type HandInReason,
  pageHandInReason,
  TIME_UP_TOLERANCE_MS,
} from './hand-in-reason';
export { deadlineAfterLetter } from './letter-deadline';
export { admitSave, type SaveAdmission, type SaveTarget } from './save-admission';
export {
  isCountedLeave,
  isHandInForSwitching,
  type LeaveWarning,
  leaveWarningOf,
  SWITCH_SCREEN_GRACE_MS,
  VISIBLE_BLUR_GRACE_MS,
} from './switch-screen';
