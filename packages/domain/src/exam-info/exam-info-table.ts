import type { CountedExamRule } from '../attempts/attempt-limit';
import { ORGANIZE_FORM } from '../constants';

/** Shown instead of a time the exam does not have (SPEC §2 Exam info table). */
export const NO_VALUE = '--';

export interface ExamInfoTableInput {
  organizeForm: number;
  hasSessions: boolean;
  beginTime: string | null;
  endTime: string | null;
  paperScore: number;
  passScore: number;
  isShowPassScore: number;
  examSettingTime: number;
  examRuleList: readonly CountedExamRule[];
}

export interface ExamInfoTable {
  beginTime: string;
  endTime: string;
  paperScore: number;
  /** null: the row is not shown. */
  passScore: number | null;
  /** Minutes. */
  examSettingTime: number;
  limits: { ruleType: number; ruleValue: number; actualValue: number }[];
}

/**
 * SPEC §2 Exam info table: begin and end only for organizeForm 1, or 2 with sessions, otherwise '--'; total score;
 * pass score only when isShowPassScore is 0; answer time in minutes; one limit row per rule. Times arrive already
 * formatted (SPEC §9), so this decides what is shown, not how.
 */
export function examInfoTable(input: ExamInfoTableInput): ExamInfoTable {
  const showsTimes =
    input.organizeForm === ORGANIZE_FORM.common ||
    (input.organizeForm === ORGANIZE_FORM.multipleSessions && input.hasSessions);
  return {
    beginTime: (showsTimes && input.beginTime) || NO_VALUE,
    endTime: (showsTimes && input.endTime) || NO_VALUE,
    paperScore: input.paperScore,
    passScore: input.isShowPassScore === 0 ? input.passScore : null,
    examSettingTime: input.examSettingTime,
    limits: [...input.examRuleList]
      .sort((a, b) => a.ruleType - b.ruleType)
      .map(({ ruleType, ruleValue, actualValue }) => ({ ruleType, ruleValue, actualValue })),
  };
}
