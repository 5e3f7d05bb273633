import { z } from 'zod';
import { userNameReferenceSchema } from '../accounts/user-name-issues';
import { RESULT_FLAG_NOT_ANNOUNCED } from '../results/announcement';
import { pastAttemptSchema } from './attempts';
import { openLinkSchema } from './open-links';
import {
  flagSchema,
  instantSchema,
  keyListSchema,
  keySchema,
  openCommonCodeSchema,
  timezoneHoursSchema,
} from './primitives';
import { sessionSchema } from './sessions';
import { paperSchema } from './subjects';

/** SPEC §3 examRuleList: 1 cumulative, 2 yearly, 3 quarterly, 4 monthly, 5 weekly, 6 daily. */
const examRuleSchema = z.strictObject({
  ruleType: z.literal([1, 2, 3, 4, 5, 6]),
  ruleValue: z.number().int().min(1, 'a limit is at least 1 attempt'),
});

const accommodationSchema = z.strictObject({
  user: userNameReferenceSchema.describe('userName of the candidate'),
  extraMinutes: z.number().int().nonnegative().default(0),
  timeMultiplier: z.number().min(1).max(9).default(1),
});

/** SPEC §3 Exam (examData): the stored fields; examInfoStatus, countdown and the like are computed. */
export function examSchema(now: Date) {
  const instant = instantSchema(now);
  return z.strictObject({
    key: keySchema,
    examName: z.string().trim().min(1, 'required').max(200, 'at most 200 characters'),
    examType: z.literal([1, 2]).default(1).describe('2 is the extended exam'),
    organizeForm: z.literal([1, 2]).default(1).describe('1 common, 2 multiple sessions'),
    beginTime: instant.optional(),
    endTime: instant.optional(),
    timezoneHours: timezoneHoursSchema.optional().describe("The school's when absent"),
    paperScore: z.number().positive().max(10_000).default(100),
    passScore: z.number().nonnegative().max(10_000).default(60),
    isShowPassScore: flagSchema.default(0).describe('SPEC §2: the pass score is shown when 0'),
    examSettingTime: z
      .number()
      .int()
      .positive()
      .max(24 * 60)
      .describe('Answer time in minutes'),
    examStatus: flagSchema.default(1).describe('0 hides the exam'),
    isPublic: z
      .literal([0, 1, 2])
      .default(1)
      .describe('1 public, 0 private (exam groups), 2 private (session groups)'),
    isThird: flagSchema.default(0),
    isRelation: flagSchema.default(0),
    isPush: flagSchema.default(0),
    isAllowIdAuth: flagSchema.default(0),
    isAllowCamera: flagSchema.default(0),
    isAllowScreenRecord: flagSchema.default(0),
    isAllowIdAuthMonitoring: flagSchema.default(0),
    isAllowCameraMonitoring: flagSchema.default(0),
    isAllowComputerScreenMonitoring: flagSchema.default(0),
    isAllowDoubleScreen: flagSchema.default(0),
    // SPEC §3: "string or number, default empty"; stored as text so both spellings compare alike.
    isAllowNologin: z.literal(['', 0, 1, '0', '1']).default('').transform(String),
    enableScreenDomination: flagSchema.default(0),
    isAllowWatermark: flagSchema.default(0),
    clientType: z.literal([0, 1, 2, 3]).default(0).describe('2 app only'),
    isExamNotice: flagSchema.default(0),
    examNotice: z.string().default(''),
    examIntroduction: z.string().default(''),
    cover: z.string().default(''),
    contactContext: z.string().default(''),
    allowedSwitchScreenTimes: z.number().int().min(-1).default(-1).describe('-1: none configured'),
    isCompulsoryHandIn: flagSchema.default(0),
    authCodeFlag: flagSchema.default(0),
    authCode: z.string().optional().describe('Exactly 6 characters when authCodeFlag is 1'),
    openCommonCode: openCommonCodeSchema.describe(
      'A shared code for the whole exam: visitors who give it (with a name and contact) get an identifyCode',
    ),
    openCommonCodeLimit: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe(
        'How many identities the exam code and each session code may create (default 500; 0 closes them)',
      ),
    isCommitmentLetter: flagSchema.default(0),
    examCommitmentLetter: z.string().default(''),
    examAppointment: flagSchema.default(0),
    isRedemptionCode: flagSchema.default(0),
    isCredible: flagSchema.default(0),
    isSharedExam: flagSchema.default(0),
    languageEnvir: z.string().default(''),
    examResultFlag: z
      .number()
      .int()
      .min(0)
      .max(9)
      // A new exam holds its results until staff release them, now or from a time (issue 40, decision 0057).
      .default(RESULT_FLAG_NOT_ANNOUNCED)
      .describe(
        '0 score and pass/fail, 1 score only, 2 pass/fail only, other: not announced (the default: held until released)',
      ),
    reviewPolicy: z.enum(['never', 'after_submit', 'after_exam_end']).default('after_exam_end'),
    examRuleList: z.array(examRuleSchema).default([]),
    groups: keyListSchema.describe('Invited groups of a private exam (isPublic 0)'),
    courses: keyListSchema.describe('Linked courses, in display order (isRelation 1)'),
    sessions: z.array(sessionSchema(now)).default([]),
    accommodations: z.array(accommodationSchema).default([]),
    redemptionCodes: z
      .array(z.string().trim().min(1, 'required').max(20, 'at most 20 characters'))
      .default([]),
    openLinks: z.array(openLinkSchema).default([]),
    papers: z.array(paperSchema).default([]),
    attempts: z.array(pastAttemptSchema(now)).default([]),
  });
}
