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
  CONFLICT: { code: 409, httpStatus: 409, messageKey: 'errors.conflict', message: 'conflict' },
  TOO_MANY_REQUESTS: {
    code: 429,
    httpStatus: 429,
    messageKey: 'errors.tooManyRequests',
    message: 'too many tries, wait and try again',
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
