import { AppError, ERROR_CODES, type ErrorIssue, type ErrorReason, issueTextOf } from '@iexam/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

interface ErrorBody {
  code: number;
  message: string;
  data: { reason: ErrorReason; field?: string; issues?: ErrorIssue[]; requestId?: string } & Record<
    string,
    unknown
  >;
}

const REASON_BY_STATUS: Record<number, ErrorReason> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'UNAVAILABLE',
};

/** Fastify's body errors, in our words. */
const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'larger than this call accepts',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported content type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'its length does not match content-length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty, but content-type says application/json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'not valid JSON',
  FST_ERR_CTP_EMPTY_TYPE: 'a content type is needed',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported content type: send application/json',
};

export function bodyFor(
  reason: ErrorReason,
  message: string,
  extra: Partial<ErrorBody['data']> = {},
): ErrorBody {
  return { code: ERROR_CODES[reason].code, message, data: { reason, ...extra } };
}

function issuePath(context: string | undefined, instancePath: string): string {
  const inner = instancePath
    .split('/')
    .filter(Boolean)
    .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');
  return inner || context || 'body';
}

/** The only place that turns errors into `{ code, message, data }` with an honest HTTP status (STYLE.md 4). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const definition = ERROR_CODES[error.reason];
      const extra: Partial<ErrorBody['data']> = { ...error.details };
      if (error.field) extra.field = error.field;
      if (error.issues) extra.issues = error.issues;
      return reply.status(definition.httpStatus).send(bodyFor(error.reason, error.message, extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The key and limits let the console say it in the user's language; the message stays for everyone else.
      const issues = error.validation.map((issue) => ({
        path: issuePath(error.validationContext, issue.instancePath),
        message: issue.message ?? 'invalid',
        ...issueTextOf(issue.keyword, issue.params),
      }));
      const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
      return reply
        .status(400)
        .send(
          bodyFor('VALIDATION_FAILED', message, { issues, ...(issues[0] ? { field: issues[0].path } : {}) }),
        );
    }
    const status = error.statusCode ?? 500;
    const reason = REASON_BY_STATUS[status];
    // Fastify's own refusals of a body (too large, wrong type, empty or broken JSON) name the body (issue 18).
    const bodyMessage = BODY_ERRORS[error.code];
    if (bodyMessage && reason)
      return reply.status(status).send(bodyFor(reason, `body: ${bodyMessage}`, { field: 'body' }));
    if (status < 500 && reason) {
      return reply.status(status).send(bodyFor(reason, error.message || ERROR_CODES[reason].message));
    }
    // Our own fault: hide internals from the client, keep them in the log under the request id.
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(Math.max(status, 500))
      .send(bodyFor('INTERNAL', ERROR_CODES.INTERNAL.message, { requestId: String(request.id) }));
  });
});
