import { describe, expect, it } from 'vitest';
import { SAVE_GRACE_MS } from './deadline';
import { admitSave } from './save-admission';

const deadline = new Date('2026-06-03T10:00:00Z');
const at = (ms: number) => new Date(deadline.getTime() + ms);

describe('DESIGN §5 save admission', () => {
  it.each([
    {
      case: 'open, before the deadline, same client',
      status: 'in_progress',
      now: -60_000,
      active: 'a',
      want: { verdict: 'accept' },
    },
    {
      case: 'open, no client took it yet',
      status: 'in_progress',
      now: -60_000,
      active: null,
      want: { verdict: 'accept' },
    },
    {
      case: 'open, within the grace',
      status: 'in_progress',
      now: SAVE_GRACE_MS,
      active: 'a',
      want: { verdict: 'accept' },
    },
    {
      case: 'open, past the grace: handed in by the server',
      status: 'in_progress',
      now: SAVE_GRACE_MS + 1,
      active: 'a',
      want: { verdict: 'overdue' },
    },
    {
      case: 'open, past the grace, from another client: still overdue first',
      status: 'in_progress',
      now: SAVE_GRACE_MS + 1,
      active: 'b',
      want: { verdict: 'overdue' },
    },
    {
      case: 'open, another client took it',
      status: 'in_progress',
      now: -60_000,
      active: 'b',
      want: { verdict: 'refuse', error: 'ATTEMPT_TAKEN_OVER' },
    },
    {
      case: 'handed in, before the deadline',
      status: 'submitted',
      now: -60_000,
      active: 'a',
      want: { verdict: 'refuse', error: 'ATTEMPT_SUBMITTED' },
    },
    {
      case: 'graded, another client',
      status: 'graded',
      now: -60_000,
      active: 'b',
      want: { verdict: 'refuse', error: 'ATTEMPT_SUBMITTED' },
    },
    {
      case: 'grading, past the grace',
      status: 'grading',
      now: SAVE_GRACE_MS + 1,
      active: 'a',
      want: { verdict: 'refuse', error: 'ATTEMPT_SUBMITTED' },
    },
  ])('$case', ({ status, now, active, want }) => {
    expect(admitSave({ status, deadline, activeClientId: active }, 'a', at(now))).toEqual(want);
  });
});
