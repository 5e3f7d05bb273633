import { describe, expect, it } from 'vitest';
import { answerSchemaFor } from './answer-shape';
import { isAnswered } from './answer-value';
import { newestPerSubject } from './save-rules';

// The highest seq wins in the SQL that stores saves: apps/server/src/modules/answers/upsert-answers.test.ts.
describe('DESIGN §5: a batch sends the newest save of each subject', () => {
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
