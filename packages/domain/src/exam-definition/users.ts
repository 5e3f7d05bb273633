import { z } from 'zod';
import { userNameSchema } from '../accounts/user-name-issues';
import { USER_ROLES } from '../staff/duties';
import { keySchema } from './primitives';

/** SPEC §3 User account info; `userName` is the key other entries point at. */
export const userSchema = z.strictObject({
  userName: userNameSchema.describe(
    'NFKC, trimmed, no invisible or control characters; unlike every other name of the school (TR39)',
  ),
  password: z
    .string()
    .min(8, 'at least 8 characters')
    .max(200, 'at most 200 characters')
    .describe('Stored as an argon2id hash; an unchanged password keeps its stored hash'),
  role: z
    .enum(USER_ROLES)
    .default('candidate')
    .describe('A grader grades, a proctor watches and acts on attempts, only of the exams in `assignments`'),
  assignments: z
    .array(
      z.strictObject({
        exam: keySchema.describe("The exam's key"),
        session: keySchema.optional().describe("One session's key; without it, every session of the exam"),
      }),
    )
    .optional()
    .describe(
      'For a grader or a proctor: the exams of this file (or sessions) they work on, all of them (an exam admin works on every exam). Left out: their assignments stay as they are',
    ),
  realName: z.string().default(''),
  nickName: z.string().default(''),
  mobile: z.string().default(''),
  userCode: z.string().default(''),
  w3Account: z.string().default(''),
  email: z.string().default(''),
  avatarUrl: z.string().default(''),
  isSchoolLedBooking: z
    .boolean()
    .default(false)
    .describe('SPEC §6: a school-led booking user cannot book or cancel appointments'),
});
