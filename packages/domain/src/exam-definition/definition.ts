import { z } from 'zod';
import { abilityDimensionSchema, knowledgePointSchema } from './analysis-tags';
import { courseSchema } from './courses';
import { examSchema } from './exams';
import { groupSchema } from './groups';
import { schoolSchema } from './school';
import { userSchema } from './users';
import { videoSchema } from './videos';

/** The whole file: one school with everything its exams need (docs/exam-definition.md). */
export function examDefinitionSchema(now: Date) {
  return z.strictObject({
    school: schoolSchema,
    users: z.array(userSchema).default([]),
    groups: z.array(groupSchema).default([]),
    courses: z.array(courseSchema).default([]),
    knowledgePoints: z.array(knowledgePointSchema).default([]),
    abilityDimensions: z.array(abilityDimensionSchema).default([]),
    videos: z.array(videoSchema).default([]),
    exams: z.array(examSchema(now)).default([]),
  });
}

export type ExamDefinition = z.output<ReturnType<typeof examDefinitionSchema>>;
export type ExamDefinitionExam = ExamDefinition['exams'][number];
export type ExamDefinitionPaper = ExamDefinitionExam['papers'][number];
export type ExamDefinitionSubject = ExamDefinitionPaper['subjects'][number];
