import { startOfDay, startOfMonth, startOfQuarter, startOfWeek, startOfYear } from '../time/exam-clock';

/** SPEC §3 examRuleList ruleType: 1 cumulative, 2 yearly, 3 quarterly, 4 monthly, 5 weekly, 6 daily. */
export const RULE_TYPES = {
  cumulative: 1,
  yearly: 2,
  quarterly: 3,
  monthly: 4,
  weekly: 5,
  daily: 6,
} as const;
export type RuleType = (typeof RULE_TYPES)[keyof typeof RULE_TYPES];

export interface ExamRule {
  ruleType: RuleType;
  /** The limit. */
  ruleValue: number;
}

export interface CountedExamRule extends ExamRule {
  /** Attempts already used in the rule's current period. */
  actualValue: number;
}

export function isRuleType(value: number): value is RuleType {
  return Number.isInteger(value) && value >= 1 && value <= 6;
}

/**
 * SPEC §3 examRuleList: the instant from which a rule counts attempts at `now`, in the exam's time zone
 * (timezoneHours). Cumulative rules count every attempt (null: no lower bound).
 */
export function periodStart(ruleType: RuleType, now: Date, timezoneHours: number): Date | null {
  switch (ruleType) {
    case RULE_TYPES.cumulative:
      return null;
    case RULE_TYPES.yearly:
      return startOfYear(now, timezoneHours);
    case RULE_TYPES.quarterly:
      return startOfQuarter(now, timezoneHours);
    case RULE_TYPES.monthly:
      return startOfMonth(now, timezoneHours);
    case RULE_TYPES.weekly:
      return startOfWeek(now, timezoneHours);
    case RULE_TYPES.daily:
      return startOfDay(now, timezoneHours);
    default: {
      const unknown: never = ruleType;
      throw new Error(`unknown ruleType ${String(unknown)}`);
    }
  }
}

/** actualValue of each rule: the attempts whose start falls in the rule's current period. */
export function countRuleUsage(
  rules: readonly ExamRule[],
  attemptStarts: readonly Date[],
  now: Date,
  timezoneHours: number,
): CountedExamRule[] {
  return rules.map((rule) => {
    const from = periodStart(rule.ruleType, now, timezoneHours);
    const actualValue = attemptStarts.filter((start) => from === null || start >= from).length;
    return { ...rule, actualValue };
  });
}

export type AttemptLimitDecision =
  | { allowed: true }
  | { allowed: false; reason: 'ATTEMPTS_EXHAUSTED' | 'EXAM_LIMIT_REACHED'; rule: CountedExamRule };

/**
 * SPEC §4 rule 7 (attempt limit reached): refused when any rule's count has reached its limit. The cumulative rule
 * is reported first ('limited number of exams': no attempt will ever be left); a period rule is 'exam limit
 * reached' (another attempt becomes possible in the next period).
 */
export function checkAttemptLimit(rules: readonly CountedExamRule[]): AttemptLimitDecision {
  const reached = rules
    .filter((rule) => rule.actualValue >= rule.ruleValue)
    .sort((a, b) => a.ruleType - b.ruleType);
  const [first] = reached;
  if (!first) return { allowed: true };
  return {
    allowed: false,
    reason: first.ruleType === RULE_TYPES.cumulative ? 'ATTEMPTS_EXHAUSTED' : 'EXAM_LIMIT_REACHED',
    rule: first,
  };
}
