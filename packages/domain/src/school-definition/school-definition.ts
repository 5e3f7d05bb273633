import { z } from 'zod';
import { examSchema } from './exams';

const key = z.string().trim().min(1, 'required').max(80);

/** The whole file: one school with everything its exams need (docs/exam-definition.md). */
export function schoolDefinitionSchema(now: Date) {
  return z.object({
    school: z.object({
      id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "expected lower-case letters, digits and '-'"),
      name: z.string().trim().min(1, 'required'),
      isOpen: z.boolean().default(false),
      antiCheatingSwitch: z.boolean().default(false),
      contactContext: z.string().default(''),
      timezoneHours: z.number().int().min(-12).max(14).default(8),
    }),
    users: z
      .array(
        z.object({
          userName: key,
          password: z.string().min(8, 'at least 8 characters'),
          role: z.enum(['candidate', 'exam_admin']).default('candidate'),
          realName: z.string().default(''),
          nickName: z.string().default(''),
          mobile: z.string().default(''),
          userCode: z.string().default(''),
          w3Account: z.string().default(''),
          email: z.string().default(''),
          avatarUrl: z.string().default(''),
          isSchoolLedBooking: z.boolean().default(false),
        }),
      )
      .default([]),
    groups: z
      .array(z.object({ key, name: z.string().min(1, 'required'), members: z.array(key).default([]) }))
      .default([]),
    courses: z
      .array(
        z.object({
          key,
          courseId: z.number().int().positive(),
          courseResourceId: z.number().int().positive().optional(),
          title: z.string().min(1, 'required'),
          cardImageUrl: z.string().default(''),
          learnCnt: z.number().int().nonnegative().default(0),
          applicationType: z.number().int().default(0),
          status: z.number().int().default(1),
          classId: z.number().int().optional(),
          associationId: z.number().int().optional(),
        }),
      )
      .default([]),
    knowledgePoints: z.array(z.object({ key, name: z.string().min(1, 'required') })).default([]),
    abilityDimensions: z.array(z.object({ key, name: z.string().min(1, 'required') })).default([]),
    videos: z
      .array(
        z.object({
          key,
          name: z.string().min(1, 'required'),
          path: z.string().min(1),
          poster: z.string().default(''),
        }),
      )
      .default([]),
    exams: z.array(examSchema(now)).default([]),
  });
}

export type SchoolDefinition = z.output<ReturnType<typeof schoolDefinitionSchema>>;
export type ExamDefinition = SchoolDefinition['exams'][number];
export type SubjectDefinition = ExamDefinition['papers'][number]['subjects'][number];
