import { z } from 'zod';
import { userNameReferenceSchema } from '../accounts/user-name-issues';
import { keySchema, nameSchema } from './primitives';

/** Groups invite candidates to private exams and sessions (SPEC §6). */
export const groupSchema = z.strictObject({
  key: keySchema,
  name: nameSchema,
  members: z
    .array(userNameReferenceSchema)
    .optional()
    .describe(
      'User names; the group holds exactly these after an import. Absent: its members are left as they are',
    ),
});
