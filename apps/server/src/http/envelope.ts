import { ACCOUNTS_SUCCESS_CODE, SUCCESS_CODE } from '@iexam/domain/constants';
import { z } from 'zod';

/** DESIGN §4: every body is `{ code, message, data }`; success is code 200. */
export function ok<T>(data: T) {
  return { code: SUCCESS_CODE, message: 'ok', data } as const;
}

/** SPEC §7: accounts/users/me answers '000000' on success. */
export function okAccounts<T>(data: T) {
  return { code: ACCOUNTS_SUCCESS_CODE, message: 'ok', data } as const;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(SUCCESS_CODE), message: z.string(), data });
}

/** One problem at its path, with the key and values the console says it by in the user's language (issue 35). */
export const issueSchema = z.object({
  path: z.string(),
  message: z.string(),
  messageKey: z.string().optional().describe("The console's i18n key for the message, when it has one"),
  params: z.record(z.string(), z.string()).optional(),
});

export const errorEnvelopeSchema = z
  .object({
    code: z.number(),
    message: z.string(),
    data: z
      .object({
        reason: z.string(),
        field: z.string().optional(),
        issues: z.array(issueSchema).optional(),
      })
      .loose(),
  })
  .describe('Error: the reason names the catalogue entry (packages/domain/src/errors/error-codes.ts)');

/** Error responses a route may give, for the OpenAPI document. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema]));
}
