export {
  formatOneTimeLoginCode,
  normaliseOneTimeLoginCode,
  ONE_TIME_LOGIN_CODE_ALPHABET,
  ONE_TIME_LOGIN_CODE_LENGTH,
  ONE_TIME_LOGIN_CODE_TTL_MINUTES,
  oneTimeLoginCodeFromBytes,
} from './one-time-login-code';
export {
  findUserNameClashes,
  normaliseUserName,
  type UserNameClash,
  type UserNameRefusal,
  userNameRefusal,
  userNameSkeleton,
} from './user-name';
export {
  personNameSchema,
  userNameClashIssue,
  userNameReferenceSchema,
  userNameRefusalIssue,
  userNameSchema,
} from './user-name-issues';
