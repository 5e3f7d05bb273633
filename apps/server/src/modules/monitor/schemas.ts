import { rowIdParam } from '@iexam/domain/ids';
import {
  MONITOR_STATES,
  STAFF_MINUTES_MAX,
  STAFF_REASON_MAX,
  TIME_MULTIPLIER_MAX,
} from '@iexam/domain/staff';
import { z } from 'zod';

/** Why staff act: required on every action, kept in the audit log and shown to the candidate with the notice. */
export const reason = z.string().trim().min(1, 'reason: say why').max(STAFF_REASON_MAX);
const minutes = z.int().min(1).max(STAFF_MINUTES_MAX);

/** Exactly one of two fields: the issue names the field that is missing or doubled. */
function exactlyOne<A extends string, B extends string>(a: A, b: B) {
  return (value: Partial<Record<A | B, unknown>>, ctx: z.RefinementCtx) => {
    const count = [value[a], value[b]].filter((field) => field !== undefined).length;
    if (count !== 1)
      ctx.addIssue({ code: 'custom', path: [a], message: `${a}: give exactly one of ${a} and ${b}` });
  };
}

export const examResultParams = z.object({ examResultId: rowIdParam() });
export const examParams = z.object({ examId: rowIdParam() });
export const appointmentParams = z.object({ appointmentId: rowIdParam() });
export const accommodationParams = z.object({ examId: rowIdParam(), userId: rowIdParam() });

export const extraTimeBody = z
  .object({
    minutes: minutes.optional(),
    multiplier: z.number().min(1).max(TIME_MULTIPLIER_MAX).optional(),
    reason,
  })
  .superRefine(exactlyOne('minutes', 'multiplier'));

export const reopenBody = z
  .object({ until: z.iso.datetime({ offset: true }).optional(), minutes: minutes.optional(), reason })
  .superRefine(exactlyOne('until', 'minutes'));

export const reasonBody = z.object({ reason });

export const accommodationBody = z.object({
  extraMinutes: z.int().min(0).max(STAFF_MINUTES_MAX),
  timeMultiplier: z.number().min(1).max(TIME_MULTIPLIER_MAX),
  reason,
});

export const moveBody = z.object({ sessionId: z.int().positive(), reason });

const candidateRow = z.object({
  key: z.string(),
  userId: z.number().nullable(),
  openCandidateId: z.number().nullable(),
  name: z.string(),
  userName: z.string(),
  userCode: z.string(),
  sessionId: z.number().nullable(),
  sessionName: z.string().nullable(),
  state: z.enum(MONITOR_STATES),
  examResultId: z.number().nullable(),
  answered: z.number(),
  total: z.number().nullable(),
  lastSavedAt: z.date().nullable(),
  startAnswerTime: z.date().nullable(),
  deadline: z.date().nullable(),
  secondsLeft: z.number().nullable(),
  /** What a handed-in attempt had left when it ended: reopen gives it back by default (issue 40). */
  secondsLeftAtHandIn: z.number().nullable(),
  handInReason: z.string().nullable(),
  switchScreenTimes: z.number(),
  switchScreenEvents: z.array(z.string()),
  clientKind: z.string().nullable(),
  clientIp: z.string().nullable(),
  ipChanges: z.number(),
  lastSeenAt: z.date().nullable(),
  extraMinutes: z.number(),
  timeMultiplier: z.number(),
  appointmentId: z.number().nullable(),
});

export const monitorView = z.object({
  now: z.date(),
  exam: z.object({
    examId: z.number(),
    examName: z.string(),
    examSettingTime: z.number(),
    allowedSwitchScreenTimes: z.number(),
    isCompulsoryHandIn: z.number(),
    sessions: z.array(
      z.object({ sessionId: z.number(), sessionName: z.string(), beginTime: z.date(), endTime: z.date() }),
    ),
  }),
  candidates: z.array(candidateRow),
  summary: z.object({ byState: z.record(z.enum(MONITOR_STATES), z.number()), total: z.number() }),
});

export const proctoredExams = z.object({
  list: z.array(
    z.object({
      examId: z.number(),
      key: z.string(),
      examName: z.string(),
      beginTime: z.date().nullable(),
      endTime: z.date().nullable(),
      examSettingTime: z.number(),
    }),
  ),
});
