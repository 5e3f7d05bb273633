export { AppError, type AppErrorOptions, type ErrorIssue } from './app-error';
export { ERROR_CODES, type ErrorDefinition, type ErrorReason } from './error-codes';
export { type IssueText, issueTextOf } from './validation-issue';
