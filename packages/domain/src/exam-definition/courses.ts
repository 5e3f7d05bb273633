import { z } from 'zod';
import { rowId } from '../ids';
import { keySchema, nameSchema } from './primitives';

/** SPEC §3 Linked course: learning materials shown on an exam with isRelation 1. */
export const courseSchema = z.strictObject({
  key: keySchema,
  courseId: rowId(),
  courseResourceId: rowId().optional(),
  title: nameSchema,
  cardImageUrl: z.string().default(''),
  learnCnt: z.number().int().nonnegative().default(0),
  applicationType: z.number().int().default(0),
  status: z.number().int().default(1),
  classId: z.number().int().optional(),
  associationId: z.number().int().optional(),
});
