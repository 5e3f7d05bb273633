import { describe, expect, it } from 'vitest';
import { assignmentCovers, roleMayDo, roleNeedsAssignment, type StaffDuty, type UserRole } from './duties';

describe('roleMayDo', () => {
  const cases: [UserRole, StaffDuty, boolean][] = [
    ['exam_admin', 'manage', true],
    ['exam_admin', 'grade', true],
    ['exam_admin', 'proctor', true],
    ['grader', 'grade', true],
    ['grader', 'manage', false],
    ['grader', 'proctor', false],
    ['proctor', 'proctor', true],
    ['proctor', 'manage', false],
    ['proctor', 'grade', false],
    ['candidate', 'manage', false],
    ['candidate', 'grade', false],
    ['candidate', 'proctor', false],
  ];
  it.each(cases)('%s %s → %s', (role, duty, expected) => {
    expect(roleMayDo(role, duty)).toBe(expected);
  });
});

describe('roleNeedsAssignment', () => {
  it.each([
    ['exam_admin', false],
    ['grader', true],
    ['proctor', true],
  ] as const)('%s → %s', (role, expected) => {
    expect(roleNeedsAssignment(role)).toBe(expected);
  });
});

describe('assignmentCovers', () => {
  const cases: [
    string,
    { examId: number; sessionId: number | null },
    { examId: number; sessionId: number | null },
    boolean,
  ][] = [
    [
      'the whole exam covers every session',
      { examId: 1, sessionId: null },
      { examId: 1, sessionId: 7 },
      true,
    ],
    [
      'the whole exam covers an attempt without session',
      { examId: 1, sessionId: null },
      { examId: 1, sessionId: null },
      true,
    ],
    ['one session covers itself', { examId: 1, sessionId: 7 }, { examId: 1, sessionId: 7 }, true],
    ['one session does not cover another', { examId: 1, sessionId: 7 }, { examId: 1, sessionId: 8 }, false],
    [
      'one session does not cover an attempt without session',
      { examId: 1, sessionId: 7 },
      { examId: 1, sessionId: null },
      false,
    ],
    ['another exam is never covered', { examId: 1, sessionId: null }, { examId: 2, sessionId: null }, false],
  ];
  it.each(cases)('%s', (_name, assignment, target, expected) => {
    expect(assignmentCovers(assignment, target)).toBe(expected);
  });
});
