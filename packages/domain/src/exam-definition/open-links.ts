import { z } from 'zod';
import { personNameSchema } from '../accounts/user-name-issues';
import { keySchema } from './primitives';

/** An open-link candidate (SPEC §6): enters without an account by identifyCode. */
export const openLinkSchema = z.strictObject({
  identifyCode: z
    .string()
    .trim()
    .min(6, 'at least 6 characters')
    .max(64, 'at most 64 characters')
    .describe('Secret of the link, unique in the school'),
  session: keySchema.optional().describe('Key of the session the link opens; any session when absent'),
  name: personNameSchema(200).default(''),
  contact: z.string().default(''),
  userStatus: z.literal([1, 2]).default(1).describe('SPEC §4 open variant: 2 is refused (the failure page)'),
  userStatusDesc: z.string().default(''),
  isChecked: z
    .boolean()
    .default(false)
    .describe('Identity already confirmed; set when the row is created, then the platform keeps it'),
});
