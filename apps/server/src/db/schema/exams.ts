import { RESULT_FLAG_NOT_ANNOUNCED, REVIEW_POLICIES } from '@iexam/domain/results';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, externalKey, instant, schoolId, schoolRowKey, score, surrogateId } from './columns';
import { schools } from './schools';

/** SPEC §3 Exam (examData). Derived fields (examInfoStatus, userExamStatus, countdown …) are computed, not stored. */
export const exams = pgTable(
  'exams',
  {
    schoolId: schoolId().references(() => schools.id),
    id: surrogateId(),
    key: externalKey(),
    examName: text().notNull(),
    /** 2 is the extended exam. */
    examType: smallint().notNull().default(1),
    /** 1 common, 2 multiple sessions. */
    organizeForm: smallint().notNull().default(1),
    beginTime: instant(),
    endTime: instant(),
    timezoneHours: integer().notNull().default(8),
    paperScore: score().notNull().default(100),
    passScore: score().notNull().default(60),
    /** SPEC §2: the pass score is shown when this is 0. */
    isShowPassScore: smallint().notNull().default(0),
    /** Answer time in minutes. */
    examSettingTime: integer().notNull(),
    examStatus: smallint().notNull().default(1),
    /** 1 public, 0 private, 2 (private by groups per session). */
    isPublic: smallint().notNull().default(1),
    isThird: smallint().notNull().default(0),
    isRelation: smallint().notNull().default(0),
    isPush: smallint().notNull().default(0),
    isAllowIdAuth: smallint().notNull().default(0),
    isAllowCamera: smallint().notNull().default(0),
    isAllowScreenRecord: smallint().notNull().default(0),
    isAllowIdAuthMonitoring: smallint().notNull().default(0),
    isAllowCameraMonitoring: smallint().notNull().default(0),
    isAllowComputerScreenMonitoring: smallint().notNull().default(0),
    isAllowDoubleScreen: smallint().notNull().default(0),
    /** SPEC §3: string or number, default empty. */
    isAllowNologin: text().notNull().default(''),
    enableScreenDomination: smallint().notNull().default(0),
    /** The watermark over the answer and result pages (SPEC §2); a host portal may also ask for it (session flag). */
    isAllowWatermark: smallint().notNull().default(0),
    /** 0, 1, 2 (app only), 3. */
    clientType: smallint().notNull().default(0),
    isExamNotice: smallint().notNull().default(0),
    examNotice: text().notNull().default(''),
    examIntroduction: text().notNull().default(''),
    cover: text().notNull().default(''),
    contactContext: text().notNull().default(''),
    /** -1 means none configured. */
    allowedSwitchScreenTimes: integer().notNull().default(-1),
    isCompulsoryHandIn: smallint().notNull().default(0),
    authCodeFlag: smallint().notNull().default(0),
    /** The secret behind authCodeFlag; staff read it out in the room, so it is kept, never sent to candidates. */
    authCode: text(),
    /** A shared code admitting open-link visitors to the whole exam (examCommonVerify); never sent to candidates. */
    openCommonCode: text(),
    /** How many identities the exam's code and each session's code may create; null is the domain's default. */
    openCommonCodeLimit: integer(),
    isCommitmentLetter: smallint().notNull().default(0),
    examCommitmentLetter: text().notNull().default(''),
    /** Appointment mode: candidates book a session before they may start. */
    examAppointment: smallint().notNull().default(0),
    isRedemptionCode: smallint().notNull().default(0),
    isCredible: smallint().notNull().default(0),
    isSharedExam: smallint().notNull().default(0),
    languageEnvir: text().notNull().default(''),
    /** 0 score and pass/fail, 1 score only, 2 pass/fail only, other: not announced (a new exam's: held, issue 40). */
    examResultFlag: smallint().notNull().default(RESULT_FLAG_NOT_ANNOUNCED),
    /** Staff released the results for this instant (issue 21); before it no score or verdict is announced. */
    resultReleaseAt: instant(),
    reviewPolicy: text({ enum: REVIEW_POLICIES }).notNull().default('after_exam_end'),
    deletedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolRowKey(t),
    uniqueIndex('exams_school_key_key').on(t.schoolId, t.key),
    check('exams_setting_time_check', sql`${t.examSettingTime} > 0`),
    check(
      'exams_times_check',
      sql`${t.beginTime} is null or ${t.endTime} is null or ${t.beginTime} < ${t.endTime}`,
    ),
    check('exams_review_policy_check', sql`${t.reviewPolicy} in ('never', 'after_submit', 'after_exam_end')`),
  ],
);
