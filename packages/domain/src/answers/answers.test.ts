import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerSchemaFor } from './answer-shape';
import { isAnswered } from './answer-value';
import { newestPerSubject, shouldApplySave } from './save-rules';

describe('DESIGN §5: the highest sequence number wins', () => {
  it.each([
    { stored: null, incoming: 0, applies: true },
    { stored: 3, incoming: 4, applies: true },
    { stored: 3, incoming: 3, applies: false },
    { stored: 3, incoming: 2, applies: false },
  ])('stored $stored, incoming $incoming → applies $applies', ({ stored, incoming, applies }) => {
    expect(shouldApplySave(stored, incoming)).toBe(applies);
  });

  it('whatever order the saves arrive in, applying them leaves the highest seq', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 1 }), (seqs) => {
        let stored: number | null = null;
        for (const seq of seqs) if (shouldApplySave(stored, seq)) stored = seq;
        expect(stored).toBe(Math.max(...seqs));
      }),
    );
  });

  it('a batch keeps the newest save of each subject', () => {
    const batch = [
      { subjectId: 1, seq: 2, answer: 'A' },
      { subjectId: 2, seq: 1, answer: 'x' },
      { subjectId: 1, seq: 5, answer: 'C' },
      { subjectId: 1, seq: 4, answer: 'B' },
    ];
    expect(newestPerSubject(batch)).toEqual([
      { subjectId: 1, seq: 5, answer: 'C' },
      { subjectId: 2, seq: 1, answer: 'x' },
    ]);
  });
});

describe('answer shapes per subject type', () => {
  it.each([
    { type: 1, answer: 'B', valid: true },
    { type: 1, answer: ['B'], valid: false },
    { type: 2, answer: ['A', 'C'], valid: true },
    { type: 2, answer: 'A', valid: false },
    { type: 3, answer: false, valid: true },
    { type: 3, answer: 'false', valid: false },
    { type: 4, answer: ['1', ''], valid: true },
    { type: 6, answer: 'essay text', valid: true },
    { type: 6, answer: 'x'.repeat(20_001), valid: false },
    { type: 5, answer: { language: 'python', code: 'print(1)' }, valid: true },
    { type: 5, answer: { language: 'cobol', code: 'x' }, valid: false },
    { type: 1, answer: null, valid: true },
  ] as const)('type $type answer $answer valid $valid', ({ type, answer, valid }) => {
    expect(answerSchemaFor(type).safeParse(answer).success).toBe(valid);
  });

  it.each([
    { answer: null, answered: false },
    { answer: '  ', answered: false },
    { answer: [], answered: false },
    { answer: ['', ''], answered: false },
    { answer: ['', 'x'], answered: true },
    { answer: false, answered: true },
    { answer: { language: 'python', code: '' }, answered: false },
    { answer: { language: 'python', code: 'print(1)' }, answered: true },
  ])('$answer is answered: $answered', ({ answer, answered }) => {
    expect(isAnswered(answer)).toBe(answered);
  });
});
