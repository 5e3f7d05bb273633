/**
 * SPEC §8 error catalogue plus the platform's own failures: one source for server and web.
 * `code` is what the `{ code, message, data }` envelope carries; `httpStatus` is the honest HTTP status;
 * `messageKey` is the web's i18n key; `message` is the server's own (English) wording.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: {
    code: 400,
    httpStatus: 400,
    messageKey: 'errors.validationFailed',
    message: 'invalid input',
  },
  UNAUTHENTICATED: {
    code: 401,
    httpStatus: 401,
    messageKey: 'errors.unauthenticated',
    message: 'not logged in',
  },
  INVALID_CREDENTIALS: {
    code: 401,
    httpStatus: 401,
    messageKey: 'errors.invalidCredentials',
    message: 'wrong user name or password',
  },
  CSRF_REJECTED: {
    code: 403,
    httpStatus: 403,
    messageKey: 'errors.csrfRejected',
    message: 'cross-site request refused',
  },
  FORBIDDEN: { code: 403, httpStatus: 403, messageKey: 'errors.forbidden', message: 'not allowed' },
  /** SPEC §8: the exam info call answers 'no data!' for an exam that does not exist (or is not visible). */
  NOT_FOUND: { code: 404, httpStatus: 404, messageKey: 'errors.noData', message: 'no data!' },
  /** SPEC §8: the exam info call answers 'deleted' for an exam that was deleted. */
  EXAM_DELETED: { code: 410, httpStatus: 410, messageKey: 'errors.examDeleted', message: 'deleted' },
  /**
   * SPEC §6: a public exam of a school that is not open needs the permission check (docs/decisions/0009); the page
   * goes to insufficient-permissions (the privilege page in the desktop client).
   */
  EXAM_PERMISSION_DENIED: {
    code: 403,
    httpStatus: 403,
    messageKey: 'errors.examPermissionDenied',
    message: 'insufficient permissions for this exam',
  },
  /**
   * SPEC §8: the open exam info call for an identifyCode the exam does not know. SPEC keeps the envelope code 500 and
   * this wording (the page goes to the failure page on it); the HTTP status tells the truth (docs/decisions/0009).
   */
  IDENTIFY_CODE_UNKNOWN: {
    code: 500,
    httpStatus: 404,
    messageKey: 'errors.identifyCodeUnknown',
    message: 'authentication code does not exist',
  },
  CONFLICT: { code: 409, httpStatus: 409, messageKey: 'errors.conflict', message: 'conflict' },
  /** Issue 40: publishing an exam that lacks what a candidate needs to start it; `issues` name each missing part. */
  EXAM_NOT_READY: {
    code: 409,
    httpStatus: 409,
    messageKey: 'errors.examNotReady',
    message: 'the exam lacks what candidates need to start it',
  },
  TOO_MANY_REQUESTS: {
    code: 429,
    httpStatus: 429,
    messageKey: 'errors.tooManyRequests',
    message: 'too many tries, wait and try again',
  },
  BODY_TOO_LARGE: {
    code: 413,
    httpStatus: 413,
    messageKey: 'errors.bodyTooLarge',
    message: 'body: larger than this call accepts',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    code: 415,
    httpStatus: 415,
    messageKey: 'errors.unsupportedMediaType',
    message: 'body: send it as application/json',
  },
  /** SPEC §8 appointment codes 5001-5007: each a real cause with its own message (docs/decisions/0008). */
  APPOINTMENT_SESSION_FULL: {
    code: 5001,
    httpStatus: 409,
    messageKey: 'errors.appointment.sessionFull',
    message: 'the session is full',
  },
  APPOINTMENT_NOT_OPEN: {
    code: 5002,
    httpStatus: 409,
    messageKey: 'errors.appointment.notOpen',
    message: 'booking for this session has not opened yet',
  },
  APPOINTMENT_CLOSED: {
    code: 5003,
    httpStatus: 409,
    messageKey: 'errors.appointment.closed',
    message: 'booking for this session has closed',
  },
  APPOINTMENT_ALREADY_BOOKED: {
    code: 5004,
    httpStatus: 409,
    messageKey: 'errors.appointment.alreadyBooked',
    message: 'you have already booked a session of this exam',
  },
  REDEMPTION_CODE_INVALID: {
    code: 5005,
    httpStatus: 400,
    messageKey: 'errors.appointment.codeInvalid',
    message: 'the redemption code is not valid for this exam',
  },
  REDEMPTION_CODE_USED: {
    code: 5006,
    httpStatus: 409,
    messageKey: 'errors.appointment.codeUsed',
    message: 'the redemption code has already been used',
  },
  APPOINTMENT_NOT_ALLOWED: {
    code: 5007,
    httpStatus: 403,
    messageKey: 'errors.appointment.notAllowed',
    message: 'you are not allowed to book or cancel this exam yourself',
  },
  /** SPEC §5 cancel window. */
  CANCEL_TIME_NOT_ARRIVED: {
    code: 409,
    httpStatus: 409,
    messageKey: 'errors.appointment.cancelTimeNotArrived',
    message: 'cancel time not arrived',
  },
  CANCEL_TIME_PASSED: {
    code: 409,
    httpStatus: 409,
    messageKey: 'errors.appointment.cancelTimePassed',
    message: 'cancel time passed',
  },
  /** Start refusals (SPEC §4 start-button states, §8 toasts) and attempt errors: docs/decisions/0011. */
  OUTER_EXAM: {
    code: 6001,
    httpStatus: 403,
    messageKey: 'errors.start.outerExam',
    message: 'this exam is taken on another platform',
  },
  CLIENT_MISMATCH: {
    code: 6002,
    httpStatus: 403,
    messageKey: 'errors.start.clientMismatch',
    message: 'this exam must be taken in another client',
  },
  APP_ONLY: {
    code: 6003,
    httpStatus: 403,
    messageKey: 'errors.start.onlyApp',
    message: 'this exam can only be taken in the app',
  },
  NOT_IN_CANDIDATE_LIST: {
    code: 6004,
    httpStatus: 403,
    messageKey: 'errors.start.notInCandidateList',
    message: 'you are not in the candidate list of this exam',
  },
  NOT_APPOINTED: {
    code: 6005,
    httpStatus: 409,
    messageKey: 'errors.start.notAppointed',
    message: 'book a session of this exam first',
  },
  GRADING_IN_PROGRESS: {
    code: 6006,
    httpStatus: 409,
    messageKey: 'errors.start.grading',
    message: 'your last attempt is being graded',
  },
  ATTEMPTS_EXHAUSTED: {
    code: 6007,
    httpStatus: 409,
    messageKey: 'errors.start.attemptsExhausted',
    message: 'limited number of exams: no attempt left',
  },
  EXAM_LIMIT_REACHED: {
    code: 6008,
    httpStatus: 409,
    messageKey: 'errors.start.examLimitReached',
    message: 'exam limit reached for this period',
  },
  EXAM_NOT_STARTED: {
    code: 6009,
    httpStatus: 409,
    messageKey: 'errors.start.notStarted',
    message: 'the exam has not started',
  },
  EXAM_ENDED: {
    code: 6010,
    httpStatus: 409,
    messageKey: 'errors.start.ended',
    message: 'the exam has ended',
  },
  EXAM_EXPIRED: {
    code: 6011,
    httpStatus: 409,
    messageKey: 'errors.start.expired',
    message: 'the exam has expired',
  },
  NO_SITE: {
    code: 6012,
    httpStatus: 409,
    messageKey: 'errors.start.noSite',
    message: 'no session is available for this exam',
  },
  AUTH_CODE_WRONG: {
    code: 6101,
    httpStatus: 400,
    messageKey: 'errors.attempt.authCodeWrong',
    message: 'incorrect code',
  },
  ATTEMPT_SUBMITTED: {
    code: 6102,
    httpStatus: 409,
    messageKey: 'errors.attempt.submitted',
    message: 'the exam has been handed in; answers can no longer change',
  },
  ATTEMPT_TAKEN_OVER: {
    code: 6103,
    httpStatus: 409,
    messageKey: 'errors.attempt.takenOver',
    message: 'the exam continues in another window or device',
  },
  ANOTHER_EXAM_IN_PROGRESS: {
    code: 6104,
    httpStatus: 409,
    messageKey: 'errors.attempt.anotherInProgress',
    message: 'another exam of yours is in progress; confirm to hand it in first',
  },
  SWITCH_PAPER_NOT_ALLOWED: {
    code: 6105,
    httpStatus: 409,
    messageKey: 'errors.attempt.switchPaperNotAllowed',
    message: 'the paper can be switched only before the first answer, when the exam has another paper',
  },
  /** Open-link visitors (SPEC §6, issue 7; docs/decisions/0013-open-link-verification.md). */
  IDENTITY_MISMATCH: {
    code: 6201,
    httpStatus: 400,
    messageKey: 'errors.open.identityMismatch',
    message: 'the name or contact does not match what the school registered',
  },
  OPEN_CANDIDATE_REFUSED: {
    code: 6202,
    httpStatus: 403,
    messageKey: 'errors.open.refused',
    message: 'this link has been refused by the school',
  },
  COMMON_CODE_WRONG: {
    code: 6203,
    httpStatus: 400,
    messageKey: 'errors.open.commonCodeWrong',
    message: 'the exam code is not right',
  },
  OPEN_CANDIDATE_UNCHECKED: {
    code: 6204,
    httpStatus: 409,
    messageKey: 'errors.open.unchecked',
    message: 'confirm your identity first',
  },
  /** The visitor has not answered the school's confirmation notice yet: the exam page asks for it first. */
  OPEN_NOTICE_UNANSWERED: {
    code: 6205,
    httpStatus: 409,
    messageKey: 'errors.open.noticeUnanswered',
    message: 'accept the confirmation notice before starting',
  },
  /** The visitor declined to take part (confirmNotice 0 with rejectCause); the school was told, no start. */
  OPEN_NOTICE_REJECTED: {
    code: 6206,
    httpStatus: 403,
    messageKey: 'errors.open.noticeRejected',
    message: 'you declined to take part in this exam',
  },
  /** A shared code has admitted as many visitors as its exam allows (docs/decisions/0013). */
  COMMON_CODE_EXHAUSTED: {
    code: 6207,
    httpStatus: 409,
    messageKey: 'errors.open.commonCodeExhausted',
    message: 'this exam code has admitted all the visitors it may; ask the school',
  },
  /** Results (issue 6). */
  REVIEW_NOT_ALLOWED: {
    code: 6301,
    httpStatus: 403,
    messageKey: 'errors.result.reviewNotAllowed',
    message: 'answers and explanations are not shown for this exam yet',
  },
  RESULT_NOT_ANNOUNCED: {
    code: 6302,
    httpStatus: 403,
    messageKey: 'errors.result.notAnnounced',
    message: 'the result of this attempt is not announced',
  },
  /** A candidate has left as many feedbacks on one subject of an attempt as allowed (docs/decisions/0015). */
  FEEDBACK_LIMIT_REACHED: {
    code: 6303,
    httpStatus: 409,
    messageKey: 'errors.result.feedbackLimitReached',
    message: 'you have already sent the most feedback allowed on this question',
  },
  /**
   * DESIGN §5 Video: a playlist or segment asked for with a missing, forged, expired or foreign playback token. The
   * player reads 40000 as "fetch a new token and reload" (SPEC §4, §8).
   */
  VIDEO_TOKEN_INVALID: {
    code: 40000,
    httpStatus: 403,
    messageKey: 'errors.videoTokenInvalid',
    message: 'video token expired or invalid',
  },
  INTERNAL: { code: 500, httpStatus: 500, messageKey: 'errors.internal', message: 'internal error' },
  UNAVAILABLE: {
    code: 503,
    httpStatus: 503,
    messageKey: 'errors.unavailable',
    message: 'service unavailable',
  },
} as const;

export type ErrorReason = keyof typeof ERROR_CODES;
export type ErrorDefinition = (typeof ERROR_CODES)[ErrorReason];
