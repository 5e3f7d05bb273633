import { AppError } from '@iexam/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const NUL = '\u0000';

/**
 * The path of the first string (or key) in `value` that holds a NUL character, as the validation errors name
 * fields (`answers[2].answer`), or undefined. PostgreSQL cannot store NUL in text or jsonb.
 */
export function pathOfNul(value: unknown, at = ''): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? at || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, `${at}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const path = at ? `${at}.${key}` : key;
      if (key.includes(NUL)) return path;
      const found = pathOfNul(item, path);
      if (found) return found;
    }
  }
  return undefined;
}

const refuseNul = (field: string) =>
  new AppError('VALIDATION_FAILED', { field, message: `${field}: the NUL character is not allowed` });

/**
 * Input no route can use is refused in one place, before any route sees it, as a 400 naming the field (issue 18):
 * a NUL character anywhere in a JSON body, a query string or a path parameter would otherwise reach PostgreSQL and
 * fail there as a 500.
 */
export const inputGuardsPlugin = fp(async (app: FastifyInstance) => {
  // Fastify's own parser (prototype-poisoning checks included), then the NUL check; only a body whose text holds
  // an escaped NUL is walked, so ordinary bodies cost one substring search.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parseJson(request, String(body), (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      const field = String(body).includes('\\u0000') ? pathOfNul(value) : undefined;
      if (field) return done(refuseNul(field), undefined);
      done(null, value);
    });
  });
  app.addHook('preValidation', async (request) => {
    const field = pathOfNul(request.params) ?? pathOfNul(request.query);
    if (field) throw refuseNul(field);
  });
});
