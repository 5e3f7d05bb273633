import { z } from 'zod';
import { userNameReferenceSchema } from '../accounts/user-name-issues';
import { instantSchema, keySchema } from './primitives';

/** SPEC §3 Past attempt: history a demo or a migration brings along (records list, grading, attempt limits). */
export function pastAttemptSchema(now: Date) {
  const instant = instantSchema(now);
  return z.strictObject({
    key: keySchema,
    user: userNameReferenceSchema.describe('userName of the candidate'),
    session: keySchema.optional(),
    paper: keySchema,
    startAnswerTime: instant,
    submittedAt: instant,
    status: z
      .enum(['submitted', 'grading', 'graded'])
      .describe('grading: a person still has to grade it (isScoring 1)'),
    score: z.number().nonnegative().optional(),
    isPassed: z.boolean().optional(),
    answers: z
      .record(
        keySchema,
        z.strictObject({
          answer: z
            .unknown()
            .refine(
              (value) => value !== undefined && value !== null,
              'required (leave an unanswered subject out)',
            )
            .describe('As the answer page saves it: "B", ["A","C"], true, ["text"], "essay text"'),
          score: z.number().nonnegative().optional().describe("An essay's or program's grade from a person"),
        }),
      )
      .default({})
      .describe('By subject key: the answers that give the score (graded as on hand-in)'),
  });
}
