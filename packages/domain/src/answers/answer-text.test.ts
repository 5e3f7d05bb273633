import { describe, expect, it } from 'vitest';
import { SUBJECT_TYPE } from '../subjects/subject-type';
import { answerAsText } from './answer-text';

describe('answerAsText: an answer in one spreadsheet cell', () => {
  it.each([
    { rule: 'no answer: empty', answer: null, type: SUBJECT_TYPE.singleChoice, expected: '' },
    { rule: 'a single choice: its key', answer: 'B', type: SUBJECT_TYPE.singleChoice, expected: 'B' },
    {
      rule: 'several choices: keys with commas',
      answer: ['A', 'C'],
      type: SUBJECT_TYPE.multipleChoice,
      expected: 'A,C',
    },
    { rule: 'judgement: true or false', answer: false, type: SUBJECT_TYPE.judgement, expected: 'false' },
    {
      rule: 'fill-in: blanks with bars',
      answer: ['42', 'java'],
      type: SUBJECT_TYPE.fillIn,
      expected: '42 | java',
    },
    { rule: 'an essay: its text', answer: 'Line one', type: SUBJECT_TYPE.essay, expected: 'Line one' },
    {
      rule: 'a program: language then code',
      answer: { language: 'python', code: 'print(1)' },
      type: SUBJECT_TYPE.code,
      expected: '[python] print(1)',
    },
    { rule: 'anything else: its JSON', answer: { x: 1 }, type: SUBJECT_TYPE.essay, expected: '{"x":1}' },
  ])('$rule', ({ answer, type, expected }) => {
    expect(answerAsText(answer, type)).toBe(expected);
  });
});
