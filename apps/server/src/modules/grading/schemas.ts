import { z } from 'zod';

// The grading console's response shapes (docs/openapi.json shows them).

export const examToGradeSchema = z.object({
  examId: z.number(),
  examName: z.string(),
  toGrade: z.number(),
  graded: z.number(),
});

export const questionToGradeSchema = z.object({
  subjectId: z.number(),
  subjectIds: z.array(z.number()),
  key: z.string(),
  subjectType: z.number(),
  title: z.string(),
  contentType: z.number(),
  referenceAnswer: z.string().nullable(),
  score: z.number(),
  toGrade: z.number(),
  graded: z.number(),
  byGrader: z.array(z.object({ userId: z.number(), name: z.string(), count: z.number() })),
});

const caseResultSchema = z.object({
  position: z.number(),
  isSample: z.boolean(),
  verdict: z.string(),
  timeMs: z.number().nullable().describe('CPU time in milliseconds'),
  memoryKb: z.number().nullable().describe('peak memory in KiB; null where it was not measured'),
});

export const answerToGradeSchema = z.object({
  examResultId: z.number(),
  subjectId: z.number(),
  candidateLabel: z.string(),
  candidate: z.object({ name: z.string(), userName: z.string().nullable() }).nullable(),
  answer: z.unknown(),
  score: z.number().nullable(),
  comment: z.string().nullable(),
  gradedBy: z.object({ userId: z.number(), name: z.string() }).nullable(),
  gradedAt: z.string().nullable(),
  judge: z
    .object({
      state: z.string(),
      language: z.string().nullable(),
      cases: z.array(caseResultSchema),
      passed: z.number(),
      total: z.number(),
    })
    .nullable(),
});

export const objectiveSubjectSchema = z.object({
  subjectId: z.number(),
  key: z.string(),
  subjectType: z.number(),
  title: z.string(),
  contentType: z.number(),
  options: z.array(z.object({ key: z.string(), content: z.string(), contentType: z.number() })),
  correctAnswer: z.unknown(),
  score: z.number(),
  paperName: z.string(),
  isSuperseded: z.boolean(),
});

export const regradeBodySchema = z.object({
  correctAnswer: z.unknown().refine((value) => value !== undefined, 'correctAnswer: required'),
  reason: z.string().trim().min(1, 'reason: required').max(500),
});
