import { TENANT_HEADER, TENANT_QUERY_PARAM } from '@iexam/domain/constants';
import { AppError } from '@iexam/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant named by the request (x-tenant-id, or tenant_id on open calls); undefined when none is named. */
    tenantId: string | undefined;
  }
}

export const SCHOOL_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

function firstValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstValue(value[0]);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export const tenantPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('tenantId', undefined);
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const fromHeader = firstValue(request.headers[TENANT_HEADER]);
    const fromQuery = firstValue(query?.[TENANT_QUERY_PARAM]);
    const tenantId = fromHeader ?? fromQuery;
    if (tenantId === undefined) return;
    if (!SCHOOL_ID_PATTERN.test(tenantId)) {
      const field = fromHeader ? TENANT_HEADER : TENANT_QUERY_PARAM;
      throw new AppError('VALIDATION_FAILED', {
        field,
        message: `${field}: expected a school id (lower-case letters, digits and '-')`,
      });
    }
    if (fromHeader && fromQuery && fromHeader !== fromQuery) {
      throw new AppError('VALIDATION_FAILED', {
        field: TENANT_QUERY_PARAM,
        message: `${TENANT_QUERY_PARAM}: names another school than ${TENANT_HEADER}`,
      });
    }
    request.tenantId = tenantId;
  });
});
