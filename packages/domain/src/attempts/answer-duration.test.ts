import { describe, expect, it } from 'vitest';
import { answerMinutes } from './answer-duration';

describe("a candidate's answer time", () => {
  it.each([
    {
      rule: 'no accommodation: the setting',
      settingTime: 90,
      extraMinutes: 0,
      timeMultiplier: 1,
      minutes: 90,
    },
    { rule: 'extra minutes are added', settingTime: 90, extraMinutes: 15, timeMultiplier: 1, minutes: 105 },
    {
      rule: 'a multiplier stretches the setting',
      settingTime: 90,
      extraMinutes: 0,
      timeMultiplier: 1.5,
      minutes: 135,
    },
    {
      rule: 'a fractional result rounds up',
      settingTime: 25,
      extraMinutes: 0,
      timeMultiplier: 1.25,
      minutes: 32,
    },
    {
      rule: 'float noise does not add a minute',
      settingTime: 60,
      extraMinutes: 0,
      timeMultiplier: 1.1,
      minutes: 66,
    },
    { rule: 'both together', settingTime: 60, extraMinutes: 10, timeMultiplier: 1.5, minutes: 100 },
  ])('$rule', ({ settingTime, extraMinutes, timeMultiplier, minutes }) => {
    expect(answerMinutes({ settingTime, extraMinutes, timeMultiplier })).toBe(minutes);
  });
});
