import { z } from 'zod';
import { instantSchema } from './relative-time';
import { subjectSchema } from './subjects';

const key = z.string().trim().min(1, 'required').max(80);
const flag = z.union([z.literal(0), z.literal(1)]);

export function examSchema(now: Date) {
  const instant = instantSchema(now);
  const session = z.object({
    key,
    sessionName: z.string().trim().min(1, 'required'),
    sessionCode: z.string().default(''),
    beginTime: instant,
    endTime: instant,
    settingTime: z.number().int().positive().optional(),
    capacity: z.number().int().nonnegative().optional(),
    appointmentOpenBeginTime: instant.optional(),
    appointmentOpenEndTime: instant.optional(),
    cancelAppointmentBeginTime: instant.optional(),
    cancelAppointmentEndTime: instant.optional(),
    groups: z.array(key).default([]),
  });
  const openLink = z.object({
    identifyCode: z.string().trim().min(6, 'at least 6 characters').max(64),
    session: key.optional(),
    name: z.string().default(''),
    contact: z.string().default(''),
    userStatus: z.union([z.literal(1), z.literal(2)]).default(1),
    userStatusDesc: z.string().default(''),
    isChecked: z.boolean().default(false),
  });
  const attempt = z.object({
    key,
    user: key,
    session: key.optional(),
    paper: key,
    startAnswerTime: instant,
    submittedAt: instant,
    status: z.enum(['submitted', 'grading', 'graded']),
    score: z.number().nonnegative().optional(),
    isPassed: z.boolean().optional(),
  });
  return z.object({
    key,
    examName: z.string().trim().min(1, 'required').max(200),
    examType: z.number().int().default(1),
    organizeForm: z.union([z.literal(1), z.literal(2)]).default(1),
    beginTime: instant.optional(),
    endTime: instant.optional(),
    timezoneHours: z.number().int().min(-12).max(14).optional(),
    paperScore: z.number().nonnegative().default(100),
    passScore: z.number().nonnegative().default(60),
    isShowPassScore: flag.default(0),
    examSettingTime: z.number().int().positive(),
    examStatus: flag.default(1),
    isPublic: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
    isThird: flag.default(0),
    isRelation: flag.default(0),
    isPush: flag.default(0),
    isAllowIdAuth: flag.default(0),
    isAllowCamera: flag.default(0),
    isAllowScreenRecord: flag.default(0),
    isAllowIdAuthMonitoring: flag.default(0),
    isAllowCameraMonitoring: flag.default(0),
    isAllowComputerScreenMonitoring: flag.default(0),
    isAllowDoubleScreen: flag.default(0),
    isAllowNologin: z.union([z.string(), z.number()]).transform(String).default(''),
    enableScreenDomination: flag.default(0),
    clientType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).default(0),
    isExamNotice: flag.default(0),
    examNotice: z.string().default(''),
    examIntroduction: z.string().default(''),
    cover: z.string().default(''),
    contactContext: z.string().default(''),
    allowedSwitchScreenTimes: z.number().int().min(-1).default(-1),
    isCompulsoryHandIn: flag.default(0),
    authCodeFlag: flag.default(0),
    authCode: z.string().optional(),
    isCommitmentLetter: flag.default(0),
    examCommitmentLetter: z.string().default(''),
    examAppointment: flag.default(0),
    isRedemptionCode: flag.default(0),
    isCredible: flag.default(0),
    isSharedExam: flag.default(0),
    languageEnvir: z.string().default(''),
    examResultFlag: z.number().int().min(0).max(9).default(0),
    reviewPolicy: z.enum(['never', 'after_submit', 'after_exam_end']).default('after_exam_end'),
    examRuleList: z
      .array(
        z.object({ ruleType: z.number().int().min(1).max(6), ruleValue: z.number().int().nonnegative() }),
      )
      .default([]),
    groups: z.array(key).default([]),
    courses: z.array(key).default([]),
    sessions: z.array(session).default([]),
    accommodations: z
      .array(
        z.object({
          user: key,
          extraMinutes: z.number().int().nonnegative().default(0),
          timeMultiplier: z.number().min(1).max(9).default(1),
        }),
      )
      .default([]),
    redemptionCodes: z.array(z.string().trim().min(1).max(20)).default([]),
    openLinks: z.array(openLink).default([]),
    papers: z
      .array(z.object({ key, name: z.string().min(1, 'required'), subjects: z.array(subjectSchema) }))
      .default([]),
    attempts: z.array(attempt).default([]),
  });
}
