import { describe, expect, it } from 'vitest';
import { attemptDeadline } from './deadline';
import { deadlineAfterLetter } from './letter-deadline';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 8, 0) + minutes * 60_000);

describe('deadlineAfterLetter: the answer time runs from the letter accepted', () => {
  it.each([
    {
      rule: 'no end near: the reading minutes are given back',
      answer: 90,
      session: null,
      exam: null,
      read: 4,
    },
    { rule: 'the exam ends well after: given back', answer: 90, session: null, exam: 200, read: 4 },
    { rule: 'the exam ends within the reading: up to the end', answer: 90, session: null, exam: 92, read: 4 },
    { rule: 'the session ended the attempt anyway: unchanged', answer: 90, session: 60, exam: null, read: 4 },
    { rule: 'accepted at once: unchanged', answer: 90, session: null, exam: null, read: 0 },
    { rule: 'an extra-time candidate keeps their extra', answer: 105, session: 150, exam: 300, read: 10 },
  ])('$rule', ({ answer, session, exam, read }) => {
    const ends = {
      sessionEnd: session === null ? null : at(session),
      examEnd: exam === null ? null : at(exam),
    };
    const deadline = attemptDeadline({ startedAt: at(0), answerMinutes: answer, ...ends });
    // The same as an attempt that had started when the letter was accepted.
    const expected = attemptDeadline({ startedAt: at(read), answerMinutes: answer, ...ends });
    expect(deadlineAfterLetter({ startedAt: at(0), deadline, acceptedAt: at(read), ...ends })).toEqual(
      expected,
    );
  });
});
