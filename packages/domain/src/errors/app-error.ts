import { ERROR_CODES, type ErrorReason } from './error-codes';

export interface ErrorIssue {
  /** Dotted path of the offending field, e.g. `exams[2].sessions[0].beginTime`. */
  path: string;
  message: string;
  /** The web's i18n key for the message, where the console shows it in the user's language. */
  messageKey?: string;
  /** The values the message names, for the translated text. */
  params?: Record<string, string>;
}

export interface AppErrorOptions {
  field?: string;
  message?: string;
  issues?: ErrorIssue[];
  details?: Record<string, unknown>;
}

/** A failure with a catalogued reason; the server's error plugin turns it into the envelope. */
export class AppError extends Error {
  readonly reason: ErrorReason;
  readonly field: string | undefined;
  readonly issues: ErrorIssue[] | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(reason: ErrorReason, options: AppErrorOptions = {}) {
    super(options.message ?? ERROR_CODES[reason].message);
    this.name = 'AppError';
    this.reason = reason;
    this.field = options.field;
    this.issues = options.issues;
    this.details = options.details;
  }
}

/**
 * Issue 35: a refusal of one field, `<path>: <message>` as before, that also lists its one issue: the console shows a
 * failure's issues in the user's language by their key, and a bare message only by its generic reason.
 */
export function fieldRefusal(reason: ErrorReason, issue: ErrorIssue): AppError {
  return new AppError(reason, {
    field: issue.path,
    message: `${issue.path}: ${issue.message}`,
    issues: [issue],
  });
}
