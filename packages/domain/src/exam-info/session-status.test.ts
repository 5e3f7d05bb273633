import { describe, expect, it } from 'vitest';
import {
  defaultSessionIndex,
  examInfoStatusForSession,
  type SessionStatus,
  sessionStatusAt,
} from './session-status';

const session = { beginTime: new Date('2026-06-01T08:00:00Z'), endTime: new Date('2026-06-01T10:00:00Z') };

describe('SPEC §3 sessionStatus from the session window', () => {
  it.each([
    { now: '2026-06-01T07:59:59Z', expected: 2 },
    { now: '2026-06-01T08:00:00Z', expected: 3 },
    { now: '2026-06-01T09:59:59Z', expected: 3 },
    { now: '2026-06-01T10:00:00Z', expected: 4 },
  ])('at $now the session status is $expected', ({ now, expected }) => {
    expect(sessionStatusAt(session, new Date(now))).toBe(expected);
  });
});

describe('SPEC §4 session status mapping', () => {
  it.each([
    {
      rule: 'session 2 (not started) is examInfoStatus -1',
      sessionStatus: 2,
      isSharedExam: 0,
      examInfoStatus: 1,
      expected: -1,
    },
    {
      rule: 'session 3 (ongoing) is examInfoStatus 1',
      sessionStatus: 3,
      isSharedExam: 0,
      examInfoStatus: -1,
      expected: 1,
    },
    {
      rule: 'session 4 (ended) is examInfoStatus -2',
      sessionStatus: 4,
      isSharedExam: 0,
      examInfoStatus: 1,
      expected: -2,
    },
    {
      rule: 'a shared exam already expired stays expired though its session is ongoing',
      sessionStatus: 3,
      isSharedExam: 1,
      examInfoStatus: -3,
      expected: -3,
    },
    {
      rule: 'a shared exam not expired follows its session',
      sessionStatus: 3,
      isSharedExam: 1,
      examInfoStatus: -1,
      expected: 1,
    },
    {
      rule: 'expired matters only for a shared exam',
      sessionStatus: 3,
      isSharedExam: 0,
      examInfoStatus: -3,
      expected: 1,
    },
  ] as const)('$rule', ({ sessionStatus, isSharedExam, examInfoStatus, expected }) => {
    expect(examInfoStatusForSession(sessionStatus, { isSharedExam, examInfoStatus })).toBe(expected);
  });
});

describe('the session the page opens on', () => {
  it.each<{ statuses: SessionStatus[]; expected: number }>([
    { statuses: [4, 3, 2], expected: 1 },
    { statuses: [4, 4, 2, 2], expected: 2 },
    { statuses: [4, 4], expected: 1 },
    { statuses: [2], expected: 0 },
  ])('$statuses opens on $expected', ({ statuses, expected }) => {
    expect(defaultSessionIndex(statuses)).toBe(expected);
  });
});
