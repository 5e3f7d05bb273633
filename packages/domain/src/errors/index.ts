export { AppError, type AppErrorOptions, type ErrorIssue, fieldRefusal } from './app-error';
export { ERROR_CODES, type ErrorDefinition, type ErrorReason } from './error-codes';
export { type IssueSaying, issueWords } from './issue-words';
export { type IssueText, issueTextOf } from './validation-issue';
