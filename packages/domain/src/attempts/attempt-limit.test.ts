import { describe, expect, it } from 'vitest';
import { type CountedExamRule, checkAttemptLimit, countRuleUsage, type RuleType } from './attempt-limit';

const at = (iso: string) => new Date(iso);
// Wednesday 2026-06-03 10:00 at +8.
const NOW = at('2026-06-03T02:00:00Z');

describe('SPEC §3 examRuleList: actualValue counts attempts in the period, in the exam time zone', () => {
  // For each rule type, one attempt just inside the period and one just outside it (+8).
  it.each<{ rule: string; ruleType: RuleType; inside: string; outside: string }>([
    { rule: 'cumulative counts everything', ruleType: 1, inside: '2001-01-01T00:00:00Z', outside: '' },
    {
      rule: 'yearly from 1 Jan local',
      ruleType: 2,
      inside: '2025-12-31T16:00:00Z',
      outside: '2025-12-31T15:59:59Z',
    },
    {
      rule: 'quarterly from 1 Apr local',
      ruleType: 3,
      inside: '2026-03-31T16:00:00Z',
      outside: '2026-03-31T15:59:59Z',
    },
    {
      rule: 'monthly from 1 Jun local',
      ruleType: 4,
      inside: '2026-05-31T16:00:00Z',
      outside: '2026-05-31T15:59:59Z',
    },
    {
      rule: 'weekly from Monday local',
      ruleType: 5,
      inside: '2026-05-31T16:00:00Z',
      outside: '2026-05-31T15:59:59Z',
    },
    {
      rule: 'daily from local midnight',
      ruleType: 6,
      inside: '2026-06-02T16:00:00Z',
      outside: '2026-06-02T15:59:59Z',
    },
  ])('$rule', ({ ruleType, inside, outside }) => {
    const starts = [at(inside), ...(outside ? [at(outside)] : [])];
    const [counted] = countRuleUsage([{ ruleType, ruleValue: 5 }], starts, NOW, 8);
    expect(counted?.actualValue).toBe(1);
  });

  it('the same attempts counted at timezoneHours 0 fall into another day', () => {
    const starts = [at('2026-06-02T16:00:00Z')];
    expect(countRuleUsage([{ ruleType: 6, ruleValue: 1 }], starts, NOW, 0)[0]?.actualValue).toBe(0);
    expect(countRuleUsage([{ ruleType: 6, ruleValue: 1 }], starts, NOW, 8)[0]?.actualValue).toBe(1);
  });
});

describe('SPEC §4 rule 7: attempt limit reached', () => {
  const rule = (ruleType: RuleType, ruleValue: number, actualValue: number): CountedExamRule => ({
    ruleType,
    ruleValue,
    actualValue,
  });
  it.each([
    { case: 'no rules: allowed', rules: [], expected: { allowed: true } },
    { case: 'one below the limit: allowed', rules: [rule(1, 3, 2)], expected: { allowed: true } },
    {
      case: 'at the cumulative limit: attempts exhausted',
      rules: [rule(1, 3, 3)],
      expected: { allowed: false, reason: 'ATTEMPTS_EXHAUSTED' },
    },
    {
      case: 'above the limit (limit lowered later): attempts exhausted',
      rules: [rule(1, 1, 2)],
      expected: { allowed: false, reason: 'ATTEMPTS_EXHAUSTED' },
    },
    {
      case: 'at a daily limit: exam limit reached',
      rules: [rule(6, 1, 1)],
      expected: { allowed: false, reason: 'EXAM_LIMIT_REACHED' },
    },
    {
      case: 'a zero limit refuses the first attempt',
      rules: [rule(4, 0, 0)],
      expected: { allowed: false, reason: 'EXAM_LIMIT_REACHED' },
    },
    {
      case: 'cumulative and daily both reached: cumulative is reported',
      rules: [rule(6, 1, 1), rule(1, 2, 2)],
      expected: { allowed: false, reason: 'ATTEMPTS_EXHAUSTED' },
    },
  ])('$case', ({ rules, expected }) => {
    expect(checkAttemptLimit(rules)).toMatchObject(expected);
  });
});
