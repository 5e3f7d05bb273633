export * from './certificate-mailbox';
export { clockOffsetMs, formatCountdown, secondsUntil } from './countdown';
export { DESKTOP_CLIENT_MARKER, isDesktopClientUserAgent } from './desktop-client';
export {
  type EntryMode,
  type EntryTarget,
  entryModeUrl,
  initialEntryMode,
  showsEntryModeTabs,
} from './entry-mode';
export { EXAM_ID_CLOSE_DELAY_MS, type ExamIdParam, parseExamIdParam } from './exam-id';
export {
  type AttemptHistory,
  attemptHistorySchema,
  countedExamRuleSchema,
  type ExamInfo,
  type ExamSession,
  examInfoSchema,
  examSessionSchema,
  type LinkedCourse,
  linkedCourseSchema,
  type PastAttempt,
  pastAttemptSchema,
} from './exam-info.schema';
export { EXAM_INFO_STATUS, type ExamInfoStatus, examInfoStatusAt, type TimeWindow } from './exam-info-status';
export { type ExamInfoTable, type ExamInfoTableInput, examInfoTable, NO_VALUE } from './exam-info-table';
export {
  IS_PUBLIC,
  isNotInvited,
  USER_EXAM_STATUS,
  type UserExamStatus,
  userExamStatusFor,
} from './invitation';
export {
  COMMON_CODE_EARLY_SECONDS,
  type CommonCodeRefusal,
  commonCodeRefusal,
  DEFAULT_OPEN_COMMON_CODE_LIMIT,
  type IdentityDetailCheck,
  type IdentityDetailChecks,
  identityDetailChecks,
  OPEN_LINK_NAME_PREFIX_MAX,
  OPEN_USER_STATUS_REFUSED,
  OPEN_VISITOR_NAME_MAX,
  type OpenStartRefusal,
  openEntryRefusal,
  openStartRefusal,
} from './open-link';
export {
  complaintReportInfo,
  forcesMailboxBind,
  needsVerification,
  showsBrowserWarning,
  showsComplaintEntry,
  showsLearningMaterials,
} from './page-rules';
export {
  ATTEMPT_DATE_TIMEZONE_HOURS,
  EXAM_RESULT_FLAG,
  type RecordOutcome,
  recordOutcome,
} from './record-display';
export {
  defaultSessionIndex,
  examInfoStatusForSession,
  SESSION_STATUS,
  type SessionStatus,
  sessionStatusAt,
} from './session-status';
export { START_BUTTON_RULE_CASES } from './start-button-cases';
export { startButtonInputFor } from './start-button-input';
export {
  CLIENT_TYPE,
  isClientMismatch,
  resumeButtonState,
  type StartButtonInput,
  type StartButtonKind,
  type StartButtonState,
  startButtonState,
} from './start-button-state';
export { startRefusal } from './start-refusal';
