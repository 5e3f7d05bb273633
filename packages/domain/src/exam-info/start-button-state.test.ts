import { describe, expect, it } from 'vitest';
import { START_BUTTON_RULE_CASES } from './start-button-cases';
import {
  resumeButtonState,
  type StartButtonInput,
  type StartButtonKind,
  startButtonState,
} from './start-button-state';

describe('SPEC §4 start button: the first matching rule wins', () => {
  it.each(START_BUTTON_RULE_CASES)('$rule', ({ input, expected }) => {
    expect(startButtonState(input).kind).toBe(expected);
  });

  it('every one of the 13 states is reached by the table', () => {
    const reached = new Set(START_BUTTON_RULE_CASES.map((testCase) => testCase.expected));
    const all: StartButtonKind[] = [
      'outerExam',
      'clientMismatch',
      'appOnly',
      'notInvited',
      'appointment',
      'grading',
      'attemptLimitReached',
      'notReady',
      'ready',
      'expired',
      'notStarted',
      'start',
      'ended',
    ];
    expect([...reached].sort()).toEqual([...all].sort());
  });
});

describe('SPEC §4 start button: edges', () => {
  const base: StartButtonInput = START_BUTTON_RULE_CASES.find((c) => c.expected === 'start')
    ?.input as StartButtonInput;
  it.each([
    { edge: 'countdown 901 s with verification: not ready', countdownSeconds: 901, expected: 'notReady' },
    { edge: 'countdown 900 s with verification: ready', countdownSeconds: 900, expected: 'ready' },
    { edge: 'countdown 1 s with verification: ready', countdownSeconds: 1, expected: 'ready' },
    {
      edge: 'countdown 0 s with verification: start (the countdown finished)',
      countdownSeconds: 0,
      expected: 'start',
    },
  ] as const)('$edge', ({ countdownSeconds, expected }) => {
    const state = startButtonState({
      ...base,
      examInfoStatus: -1,
      needsVerification: true,
      countdownSeconds,
    });
    expect(state.kind).toBe(expected);
  });

  it('the ready state carries the countdown it shows', () => {
    const state = startButtonState({
      ...base,
      examInfoStatus: -1,
      needsVerification: true,
      countdownSeconds: 600,
    });
    expect(state).toEqual({ kind: 'ready', isEnabled: true, countdownSeconds: 600 });
  });

  it.each([
    {
      edge: 'clientType 1 in a browser: mismatch',
      clientType: 1,
      isDesktopClient: false,
      expected: 'clientMismatch',
    },
    {
      edge: 'clientType 1 in the desktop client: start',
      clientType: 1,
      isDesktopClient: true,
      expected: 'start',
    },
    {
      edge: 'clientType 3 in the desktop client: mismatch',
      clientType: 3,
      isDesktopClient: true,
      expected: 'clientMismatch',
    },
    { edge: 'clientType 3 in a browser: start', clientType: 3, isDesktopClient: false, expected: 'start' },
    {
      edge: 'clientType 0 in the desktop client: start',
      clientType: 0,
      isDesktopClient: true,
      expected: 'start',
    },
    {
      edge: 'clientType 2 in the desktop client: app only',
      clientType: 2,
      isDesktopClient: true,
      expected: 'appOnly',
    },
  ] as const)('$edge', ({ clientType, isDesktopClient, expected }) => {
    expect(startButtonState({ ...base, clientType, isDesktopClient }).kind).toBe(expected);
  });

  it.each([
    {
      edge: 'userExamStatus 2 on a public exam (isPublic 1): not the private rule',
      userExamStatus: 2,
      isPublic: 1,
      expected: 'start',
    },
    {
      edge: 'userExamStatus 12 with isPublic 2: not invited',
      userExamStatus: 12,
      isPublic: 2,
      expected: 'notInvited',
    },
    {
      edge: 'userExamStatus 2 with isPublic 0: not invited',
      userExamStatus: 2,
      isPublic: 0,
      expected: 'notInvited',
    },
    { edge: 'userExamStatus 1 with isPublic 0: invited', userExamStatus: 1, isPublic: 0, expected: 'start' },
  ] as const)('$edge', ({ userExamStatus, isPublic, expected }) => {
    expect(startButtonState({ ...base, userExamStatus, isPublic }).kind).toBe(expected);
  });

  it.each([
    {
      edge: 'appointment mode, booked: goes on to the later rules',
      appointmentState: 'booked',
      expected: 'start',
    },
    { edge: 'appointment mode, full: booking buttons', appointmentState: 'full', expected: 'appointment' },
    {
      edge: 'appointment mode, window not open: booking buttons',
      appointmentState: 'notOpen',
      expected: 'appointment',
    },
    {
      edge: 'appointment mode, not booked: booking buttons',
      appointmentState: 'book',
      expected: 'appointment',
    },
  ] as const)('$edge', ({ appointmentState, expected }) => {
    expect(startButtonState({ ...base, examAppointment: 1, appointmentState }).kind).toBe(expected);
  });

  it.each([
    { edge: 'attempts one below the limit: start', actualValue: 2, expected: 'start', toastKey: undefined },
    {
      edge: 'attempts at the cumulative limit: limited number of exams',
      actualValue: 3,
      expected: 'attemptLimitReached',
      toastKey: 'startButton.toast.attemptsExhausted',
    },
  ] as const)('$edge', ({ actualValue, expected, toastKey }) => {
    const state = startButtonState({ ...base, examRuleList: [{ ruleType: 1, ruleValue: 3, actualValue }] });
    expect(state.kind).toBe(expected);
    expect('toastKey' in state ? state.toastKey : undefined).toBe(toastKey);
  });

  it('a reached daily limit says exam limit reached', () => {
    const state = startButtonState({
      ...base,
      examRuleList: [{ ruleType: 6, ruleValue: 1, actualValue: 1 }],
    });
    expect(state).toMatchObject({
      kind: 'attemptLimitReached',
      toastKey: 'startButton.toast.examLimitReached',
    });
  });

  it('a multi-session exam without any session says no site', () => {
    const state = startButtonState({
      ...base,
      examInfoStatus: -1,
      organizeForm: 2,
      hasSessions: false,
      countdownSeconds: 0,
    });
    expect(state).toMatchObject({ kind: 'notStarted', toastKey: 'startButton.toast.noSite' });
  });
});

describe('an unfinished attempt (userGoingExamResultId): the button continues it (issue 21 reopen)', () => {
  it.each(START_BUTTON_RULE_CASES)('$rule', ({ input, expected }) => {
    const isUnrunnable = ['outerExam', 'clientMismatch', 'appOnly'].includes(expected);
    expect(resumeButtonState(startButtonState(input))).toEqual(
      isUnrunnable ? startButtonState(input) : { kind: 'start', isEnabled: true },
    );
  });
});
