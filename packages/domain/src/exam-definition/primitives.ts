import { z } from 'zod';
import { resolveDefinitionTime } from './relative-time';
import { definitionWords } from './rule-words';

/** An external key: what a re-import matches rows by, and what other entries of the file point at. */
export const keySchema = z.string().trim().min(1, 'required').max(80, 'at most 80 characters');

export const nameSchema = z.string().trim().min(1, 'required').max(200, 'at most 200 characters');

/** SPEC's 0/1 switches (isThird, isAllowIdAuth, …). */
export const flagSchema = z.literal([0, 1]);

export const timezoneHoursSchema = z.number().int().min(-12).max(14);

/** Keys of other entries of the file; references.ts checks that each names something. */
export const keyListSchema = z.array(keySchema).default([]);

/** Resolves to a Date: ISO with offset, or relative to the import's `now` (relative-time.ts). */
export function instantSchema(now: Date) {
  return z
    .string()
    .transform((text, context) => {
      const resolved = resolveDefinitionTime(text, now);
      if (resolved) return resolved;
      // issuesFromZod keeps a custom issue's key and values, passed as its params.
      const { message, messageKey, params } = definitionWords.say('timeFormat');
      context.addIssue({ code: 'custom', message, params: { messageKey, ...params } });
      return z.NEVER;
    })
    .describe('ISO 8601 date-time with offset, or now / now+90m / now-3d / now+2h');
}

/** A shared open-link code (an exam's or a session's): visitors who give it get an identifyCode of their own. */
export const openCommonCodeSchema = z
  .string()
  .trim()
  .min(6, 'at least 6 characters')
  .max(64, 'at most 64 characters')
  .optional();
