import { z } from 'zod';
import { keyListSchema, keySchema, nameSchema } from './primitives';

/** Groups invite candidates to private exams and sessions (SPEC §6). */
export const groupSchema = z.strictObject({
  key: keySchema,
  name: nameSchema,
  members: keyListSchema.describe('User names; the group holds exactly these after an import'),
});
