import { z } from 'zod';
import { nameSchema, timezoneHoursSchema } from './primitives';

/** The tenant the file describes; `id` is the `{schoolId}` of every URL (SPEC §2). */
export const schoolSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "expected 1-40 lower-case letters, digits and '-'")
    .describe('Tenant id used in URLs (/portal/{id})'),
  name: nameSchema,
  isOpen: z
    .boolean()
    .default(false)
    .describe('SPEC §6: public exams are open to every account of the school'),
  antiCheatingSwitch: z.boolean().default(false).describe('SPEC §2: shows the complaint entry'),
  contactContext: z.string().default('').describe('The contact block of the exam information page'),
  timezoneHours: timezoneHoursSchema.default(8).describe("Default time zone of the school's exams"),
});
