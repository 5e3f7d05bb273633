import { z } from 'zod';

const instant = z.iso.datetime();
const flag = z.number().int();

/** SPEC §3 examRuleList entry with its use in the current period. */
export const countedExamRuleSchema = z.object({
  ruleType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
  ruleValue: z.number().int(),
  actualValue: z.number().int(),
});

/** SPEC §3 Session, as the exam info call presents it for one candidate at the server's `now`. */
export const examSessionSchema = z.object({
  id: z.number().int(),
  sessionName: z.string(),
  beginTime: instant,
  endTime: instant,
  /** 2 not started, 3 ongoing, 4 ended. */
  sessionStatus: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  /** Answer minutes for this session (the exam's examSettingTime when the session sets none). */
  settingTime: z.number().int(),
  isScoring: flag,
  userExamStatus: flag,
  /** Seconds until the session begins at the server's `now`; 0 once begun. */
  countdown: z.number().int(),
  /** 0 not booked, 1 booked. */
  appointmentStatus: z.union([z.literal(0), z.literal(1)]),
  /** Places left; null means unlimited. */
  remainderNum: z.number().int().nullable(),
  appointmentOpenBeginTime: instant.nullable(),
  appointmentOpenEndTime: instant.nullable(),
  cancelAppointmentBeginTime: instant.nullable(),
  cancelAppointmentEndTime: instant.nullable(),
});

/**
 * SPEC §3 Exam (examData) as the exam info call answers it. When a session is selected (`sessionId`), beginTime,
 * endTime, examSettingTime, examInfoStatus, countdown and userExamStatus are the session's (SPEC §4 session status
 * mapping). `now` is the server's clock: the page counts down from it, never from the browser's.
 */
export const examInfoSchema = z.object({
  examId: z.number().int(),
  examName: z.string(),
  examType: flag,
  organizeForm: flag,
  beginTime: instant.nullable(),
  endTime: instant.nullable(),
  timezoneHours: z.number().int(),
  paperScore: z.number(),
  passScore: z.number(),
  isShowPassScore: flag,
  examSettingTime: z.number().int(),
  examRuleList: z.array(countedExamRuleSchema),
  examInfoStatus: z.union([z.literal(-3), z.literal(-2), z.literal(-1), z.literal(1)]),
  examStatus: flag,
  userExamStatus: flag,
  isPublic: flag,
  isScoring: flag,
  isThird: flag,
  isRelation: flag,
  isPush: flag,
  isAllowIdAuth: flag,
  isAllowCamera: flag,
  isAllowScreenRecord: flag,
  isAllowIdAuthMonitoring: flag,
  isAllowCameraMonitoring: flag,
  isAllowComputerScreenMonitoring: flag,
  isAllowDoubleScreen: flag,
  /** SPEC §3: string or number, default empty. */
  isAllowNologin: z.union([z.string(), z.number()]),
  enableScreenDomination: flag,
  /** The exam draws the candidate's name over its pages (SPEC §2 watermark). */
  isAllowWatermark: flag,
  clientType: flag,
  isExamNotice: flag,
  examNotice: z.string(),
  examIntroduction: z.string(),
  cover: z.string(),
  contactContext: z.string(),
  allowedSwitchScreenTimes: z.number().int(),
  isCompulsoryHandIn: flag,
  /** 1: an authorization code is asked before the start. The code itself is never sent. */
  authCodeFlag: flag,
  isCommitmentLetter: flag,
  examCommitmentLetter: z.string(),
  examAppointment: flag,
  isRedemptionCode: flag,
  isCredible: flag,
  isSharedExam: flag,
  languageEnvir: z.string(),
  examResultFlag: flag,
  /** Seconds until the exam (or selected session) begins at the server's `now`; 0 once begun. */
  countdown: z.number().int(),
  /** The candidate's unfinished attempt, resumed instead of starting another; null when none. */
  userGoingExamResultId: z.number().int().nullable(),
  sessionList: z.array(examSessionSchema),
  /** The selected session: the one asked for, else the default one (ongoing, next, last); null without sessions. */
  sessionId: z.number().int().nullable(),
  now: instant,
});

/** SPEC §3 Past attempt, with only what examResultFlag lets the candidate see (the others are null). */
export const pastAttemptSchema = z.object({
  examResultId: z.number().int(),
  examId: z.number().int(),
  sessionId: z.number().int().nullable(),
  startAnswerTime: instant,
  score: z.number().nullable(),
  isPassed: z.boolean().nullable(),
  isScoring: flag,
  examResultFlag: flag,
});

/** SPEC §7 attempt history: the first page, 30 per page, with the total. */
export const attemptHistorySchema = z.object({
  total: z.number().int(),
  records: z.array(pastAttemptSchema),
});

export type ExamInfo = z.infer<typeof examInfoSchema>;
export type ExamSession = z.infer<typeof examSessionSchema>;
export type PastAttempt = z.infer<typeof pastAttemptSchema>;
export type AttemptHistory = z.infer<typeof attemptHistorySchema>;

/** SPEC §3 Linked course. */
export const linkedCourseSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseResourceId: z.number().int().nullable(),
  title: z.string(),
  cardImageUrl: z.string(),
  learnCnt: z.number().int(),
  applicationType: z.number().int(),
  status: z.number().int(),
  classId: z.number().int().nullable(),
  associationId: z.number().int().nullable(),
});
export type LinkedCourse = z.infer<typeof linkedCourseSchema>;
