/**
 * A candidate's answer time in minutes: the exam's (or session's) setting stretched by the candidate's time
 * multiplier, rounded up to whole minutes, plus their extra minutes (accommodations set before the start).
 */
export function answerMinutes(input: {
  settingTime: number;
  extraMinutes: number;
  timeMultiplier: number;
}): number {
  return Math.ceil(input.settingTime * input.timeMultiplier - 1e-9) + input.extraMinutes;
}
