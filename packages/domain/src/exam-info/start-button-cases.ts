import type { StartButtonInput, StartButtonKind } from './start-button-state';

/** Everything allowed: an exam in progress that anyone may start now. */
const OPEN_EXAM: StartButtonInput = {
  isThird: 0,
  clientType: 0,
  isDesktopClient: false,
  userExamStatus: 1,
  isPublic: 1,
  examAppointment: 0,
  appointmentState: null,
  isScoring: 0,
  examRuleList: [],
  needsVerification: false,
  examInfoStatus: 1,
  countdownSeconds: 0,
  organizeForm: 1,
  hasSessions: false,
};

/**
 * One case per rule of SPEC §4 Start-button state. Each case also matches the rule below it (and often several),
 * so the case fails when the order breaks. Shared by the domain, server and page tests: the same table drives all
 * three.
 */
export const START_BUTTON_RULE_CASES: { rule: string; input: StartButtonInput; expected: StartButtonKind }[] =
  [
    {
      rule: 'rule 1 outer exam wins over a client mismatch and an ended exam',
      input: { ...OPEN_EXAM, isThird: 1, clientType: 1, examInfoStatus: -2 },
      expected: 'outerExam',
    },
    {
      rule: 'rule 2 client mismatch wins over not invited',
      input: { ...OPEN_EXAM, clientType: 1, isPublic: 0, userExamStatus: 2 },
      expected: 'clientMismatch',
    },
    {
      rule: 'rule 3 app only wins over not invited and grading',
      input: { ...OPEN_EXAM, clientType: 2, isPublic: 0, userExamStatus: 2, isScoring: 1 },
      expected: 'appOnly',
    },
    {
      rule: 'rule 4 not invited wins over appointment mode',
      input: { ...OPEN_EXAM, isPublic: 2, userExamStatus: 12, examAppointment: 1, appointmentState: 'book' },
      expected: 'notInvited',
    },
    {
      rule: 'rule 5 appointment mode wins over grading in progress',
      input: { ...OPEN_EXAM, examAppointment: 1, appointmentState: 'book', isScoring: 1 },
      expected: 'appointment',
    },
    {
      rule: 'rule 6 grading in progress wins over the attempt limit',
      input: { ...OPEN_EXAM, isScoring: 1, examRuleList: [{ ruleType: 1, ruleValue: 1, actualValue: 1 }] },
      expected: 'grading',
    },
    {
      rule: 'rule 7 attempt limit reached wins over not ready',
      input: {
        ...OPEN_EXAM,
        examRuleList: [{ ruleType: 1, ruleValue: 1, actualValue: 1 }],
        needsVerification: true,
        examInfoStatus: -1,
        countdownSeconds: 7200,
      },
      expected: 'attemptLimitReached',
    },
    {
      rule: 'rule 8 not ready (over 900 s with verification) wins over not started',
      input: { ...OPEN_EXAM, needsVerification: true, examInfoStatus: -1, countdownSeconds: 901 },
      expected: 'notReady',
    },
    {
      rule: 'rule 9 ready (900 s or less with verification) wins over not started',
      input: { ...OPEN_EXAM, needsVerification: true, examInfoStatus: -1, countdownSeconds: 900 },
      expected: 'ready',
    },
    {
      rule: 'rule 10 expired wins over ended',
      input: { ...OPEN_EXAM, examInfoStatus: -3 },
      expected: 'expired',
    },
    {
      rule: 'rule 11 not started (without verification, countdown running)',
      input: { ...OPEN_EXAM, examInfoStatus: -1, countdownSeconds: 901 },
      expected: 'notStarted',
    },
    {
      rule: 'rule 12 in progress when the countdown finished though the status still says not started',
      input: { ...OPEN_EXAM, examInfoStatus: -1, countdownSeconds: 0 },
      expected: 'start',
    },
    {
      rule: 'rule 13 ended',
      input: { ...OPEN_EXAM, examInfoStatus: -2 },
      expected: 'ended',
    },
  ];
