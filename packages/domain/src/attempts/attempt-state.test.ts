import { describe, expect, it } from 'vitest';
import { canTransition } from './attempt-state';
import { attemptDeadline, isOverdue, isWithinSaveWindow, SAVE_GRACE_MS } from './deadline';
import { examModeOf } from './exam-mode';

describe('DESIGN §5 attempt lifecycle: states never go back', () => {
  it.each([
    ['in_progress', 'submitted', true],
    ['in_progress', 'graded', true],
    ['submitted', 'grading', true],
    ['grading', 'graded', true],
    ['submitted', 'in_progress', false],
    ['graded', 'grading', false],
    ['graded', 'in_progress', false],
    ['grading', 'submitted', false],
    ['in_progress', 'in_progress', false],
  ] as const)('%s → %s is %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });
});

describe('DESIGN §5 deadline: the earliest end', () => {
  const startedAt = new Date('2026-06-01T08:00:00Z');
  it.each([
    {
      rule: 'answer time first',
      minutes: 60,
      sessionEnd: '2026-06-01T10:00:00Z',
      examEnd: null,
      deadline: '2026-06-01T09:00:00Z',
    },
    {
      rule: 'session end first',
      minutes: 60,
      sessionEnd: '2026-06-01T08:30:00Z',
      examEnd: '2026-06-01T12:00:00Z',
      deadline: '2026-06-01T08:30:00Z',
    },
    {
      rule: 'exam end first',
      minutes: 60,
      sessionEnd: null,
      examEnd: '2026-06-01T08:45:00Z',
      deadline: '2026-06-01T08:45:00Z',
    },
    {
      rule: 'extra time moves the answer-time end',
      minutes: 75,
      sessionEnd: null,
      examEnd: null,
      deadline: '2026-06-01T09:15:00Z',
    },
  ])('$rule', ({ minutes, sessionEnd, examEnd, deadline }) => {
    expect(
      attemptDeadline({
        startedAt,
        answerMinutes: minutes,
        sessionEnd: sessionEnd ? new Date(sessionEnd) : null,
        examEnd: examEnd ? new Date(examEnd) : null,
      }).toISOString(),
    ).toBe(new Date(deadline).toISOString());
  });

  const deadline = new Date('2026-06-01T09:00:00Z');
  const after = (ms: number) => new Date(deadline.getTime() + ms);
  it.each([
    { at: -1, accepted: true },
    { at: 0, accepted: true },
    { at: SAVE_GRACE_MS, accepted: true },
    { at: SAVE_GRACE_MS + 1, accepted: false },
  ])('a save $at ms after the deadline is accepted: $accepted', ({ at, accepted }) => {
    expect(isWithinSaveWindow(deadline, after(at))).toBe(accepted);
    expect(isOverdue(deadline, after(at))).toBe(!accepted);
  });
});

describe('SPEC §4 exam modes', () => {
  it.each([
    { input: { type: 2, isSwitchPaper: true, examResultId: 5 }, mode: 'preview' },
    { input: { isSwitchPaper: true, examResultId: 5 }, mode: 'switchPaper' },
    { input: { examResultId: 5 }, mode: 'resume' },
    { input: {}, mode: 'start' },
    { input: { type: 1, examResultId: 0 }, mode: 'start' },
  ])('$input is $mode', ({ input, mode }) => {
    expect(examModeOf(input)).toBe(mode);
  });
});
