import { z } from 'zod';
import { keySchema } from './primitives';

/** SPEC §3 User account info; `userName` is the key other entries point at. */
export const userSchema = z.strictObject({
  userName: keySchema,
  password: z
    .string()
    .min(8, 'at least 8 characters')
    .max(200, 'at most 200 characters')
    .describe('Stored as an argon2id hash; an unchanged password keeps its stored hash'),
  role: z.enum(['candidate', 'exam_admin']).default('candidate'),
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
