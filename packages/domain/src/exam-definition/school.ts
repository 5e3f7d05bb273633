import { z } from 'zod';
import { isPortalLinkTemplate } from '../complaints/portal-links';
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
  studyCentreUrl: z
    .string()
    .trim()
    .refine(isPortalLinkTemplate, 'expected an https:// address or a path starting with /')
    .default('')
    .describe("The host portal's study centre; the link is hidden when empty"),
  courseUrl: z
    .string()
    .trim()
    .refine(isPortalLinkTemplate, 'expected an https:// address or a path starting with /')
    .refine((value) => value === '' || value.includes('{courseId}'), 'expected the {courseId} slot')
    .default('')
    .describe(
      "A linked course's page on the host portal, with {courseId}; course cards link nowhere when empty",
    ),
  clientDownloadUrl: z
    .string()
    .trim()
    .refine(isPortalLinkTemplate, 'expected an https:// address or a path starting with /')
    .default('')
    .describe(
      "Where candidates get the desktop client, linked from a desktop-only exam's page; hidden when empty",
    ),
});
