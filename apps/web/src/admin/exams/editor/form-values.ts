import { RESULT_FLAG_NOT_ANNOUNCED } from '@iexam/domain/results';
import type { AdminExam } from '@/api/admin/exams';

/** The form edits the exam as it is sent; a cleared optional time or number is absent, not an empty string. */
export function toExam(values: Record<string, unknown>): AdminExam {
  return prune(values) as AdminExam;
}

function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune);
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (child === null || child === undefined) continue;
    if (child === '' && OPTIONAL_TEXT.has(key)) continue;
    result[key] = prune(child);
  }
  return result;
}

export const SESSION_TIME_FIELDS = [
  'beginTime',
  'endTime',
  'appointmentOpenBeginTime',
  'appointmentOpenEndTime',
  'cancelAppointmentBeginTime',
  'cancelAppointmentEndTime',
] as const;

// Fields that are absent rather than empty: times, the auth code, the shared open codes.
const OPTIONAL_TEXT = new Set<string>([...SESSION_TIME_FIELDS, 'authCode', 'openCommonCode']);

export function newExam(): Partial<AdminExam> {
  return {
    key: '',
    examName: '',
    organizeForm: 1,
    examSettingTime: 60,
    paperScore: 100,
    passScore: 60,
    examStatus: 0,
    isPublic: 1,
    clientType: 0,
    isAllowNologin: '',
    // Held until staff release them on the results page (issue 40): a hand-in never shows a score nobody checked.
    examResultFlag: RESULT_FLAG_NOT_ANNOUNCED,
    reviewPolicy: 'after_exam_end',
    allowedSwitchScreenTimes: -1,
    examRuleList: [],
    groups: [],
    sessions: [],
    papers: [],
  };
}

/** A key not yet taken among `taken`: `base`, `base-2`, `base-3`… */
export function freeKey(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  let index = 2;
  while (taken.includes(`${base}-${index}`)) index += 1;
  return `${base}-${index}`;
}
