import { describe, expect, it } from 'vitest';
import { RULE_TYPES } from './attempt-limit';
import { allowsFirstAttempt, preparedCandidatesOf } from './attempt-preparation';

describe('attempt preparation: whose first attempts are known before the session opens', () => {
  it.each([
    { rule: 'an appointment exam prepares the booked', isPublic: 1, examAppointment: 1, expected: 'booked' },
    {
      rule: 'a private appointment exam still goes by bookings',
      isPublic: 0,
      examAppointment: 1,
      expected: 'booked',
    },
    {
      rule: 'private by session groups prepares their members',
      isPublic: 2,
      examAppointment: 0,
      expected: 'session-groups',
    },
    { rule: 'a private exam prepares its groups', isPublic: 0, examAppointment: 0, expected: 'exam-groups' },
    { rule: 'a public exam names nobody in advance', isPublic: 1, examAppointment: 0, expected: undefined },
  ])('$rule', ({ isPublic, examAppointment, expected }) => {
    expect(preparedCandidatesOf({ isPublic, examAppointment })).toBe(expected);
  });
});

describe('attempt preparation: a first attempt must be allowed by every limit', () => {
  it.each([
    { rule: 'no rules allow it', rules: [], expected: true },
    {
      rule: 'one cumulative attempt allows it',
      rules: [{ ruleType: RULE_TYPES.cumulative, ruleValue: 1 }],
      expected: true,
    },
    {
      rule: 'a daily limit of 0 forbids it',
      rules: [
        { ruleType: RULE_TYPES.cumulative, ruleValue: 3 },
        { ruleType: RULE_TYPES.daily, ruleValue: 0 },
      ],
      expected: false,
    },
    {
      rule: 'a cumulative limit of 0 forbids it',
      rules: [{ ruleType: RULE_TYPES.cumulative, ruleValue: 0 }],
      expected: false,
    },
  ])('$rule', ({ rules, expected }) => {
    expect(allowsFirstAttempt(rules)).toBe(expected);
  });
});
