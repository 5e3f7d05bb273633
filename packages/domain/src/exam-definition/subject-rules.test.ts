import { describe, expect, it } from 'vitest';
import { correctAnswerProblem, findSubjectIssues } from './subject-rules';

const options = [
  { key: 'A', content: 'one' },
  { key: 'B', content: 'two' },
];
const fieldsOf = (subject: Record<string, unknown>) =>
  findSubjectIssues(subject, 's').map((issue) => issue.path);

describe('subject rules by subjectType', () => {
  it.each([
    {
      rule: 'single choice: the answer is one option key',
      subject: { subjectType: 1, options, correctAnswer: 'A' },
    },
    {
      rule: 'multiple choice: distinct option keys, partial scoring allowed',
      subject: { subjectType: 2, options, correctAnswer: ['A', 'B'], scoringRule: 'partial' },
    },
    { rule: 'judgement: true or false', subject: { subjectType: 3, correctAnswer: false } },
    {
      rule: 'fill-in: accepted answers per blank',
      subject: { subjectType: 4, correctAnswer: [['1'], ['3', '三']] },
    },
    {
      rule: 'fill-in: each blank its share (partial scoring)',
      subject: { subjectType: 4, correctAnswer: [['1'], ['3']], scoringRule: 'partial' },
    },
    {
      rule: 'fill-in: every blank or nothing',
      subject: { subjectType: 4, correctAnswer: [['1'], ['3']], scoringRule: 'all_or_nothing' },
    },
    {
      rule: 'code: a language and a hidden case',
      subject: {
        subjectType: 5,
        codeLanguages: ['python'],
        cases: [{ expectedOutput: '3', isSample: true }, { expectedOutput: '4' }],
      },
    },
    { rule: 'essay: a reference answer is optional', subject: { subjectType: 6 } },
    {
      rule: 'essay: a reference answer is a text',
      subject: { subjectType: 6, correctAnswer: '封装、继承、多态' },
    },
  ])('valid: $rule', ({ subject }) => {
    expect(fieldsOf(subject)).toEqual([]);
  });

  it.each([
    {
      rule: 'single choice with one option',
      subject: { subjectType: 1, options: options.slice(0, 1), correctAnswer: 'A' },
      fields: ['s.options'],
    },
    {
      rule: 'single choice answer not among the options',
      subject: { subjectType: 1, options, correctAnswer: 'C' },
      fields: ['s.correctAnswer'],
    },
    {
      rule: 'single choice answer as a list',
      subject: { subjectType: 1, options, correctAnswer: ['A'] },
      fields: ['s.correctAnswer'],
    },
    {
      rule: 'single choice scored partially',
      subject: { subjectType: 1, options, correctAnswer: 'A', scoringRule: 'partial' },
      fields: ['s.scoringRule'],
    },
    {
      rule: 'multiple choice with no answer',
      subject: { subjectType: 2, options, correctAnswer: [] },
      fields: ['s.correctAnswer'],
    },
    {
      rule: 'multiple choice with a key twice',
      subject: { subjectType: 2, options, correctAnswer: ['A', 'A'] },
      fields: ['s.correctAnswer'],
    },
    {
      rule: 'multiple choice with an unknown key',
      subject: { subjectType: 2, options, correctAnswer: ['A', 'Z'] },
      fields: ['s.correctAnswer'],
    },
    {
      rule: 'judgement answered with a word',
      subject: { subjectType: 3, correctAnswer: 'yes' },
      fields: ['s.correctAnswer'],
    },
    {
      rule: 'judgement with options',
      subject: { subjectType: 3, options, correctAnswer: true },
      fields: ['s.options'],
    },
    {
      rule: 'fill-in with no blanks',
      subject: { subjectType: 4, correctAnswer: [] },
      fields: ['s.correctAnswer'],
    },
    {
      rule: 'fill-in with an empty blank',
      subject: { subjectType: 4, correctAnswer: [['1'], []] },
      fields: ['s.correctAnswer'],
    },
    {
      rule: 'fill-in with a blank answer text',
      subject: { subjectType: 4, correctAnswer: [[' ']] },
      fields: ['s.correctAnswer'],
    },
    {
      rule: 'code without cases or languages',
      subject: { subjectType: 5 },
      fields: ['s.codeLanguages', 's.cases'],
    },
    {
      rule: 'code with sample cases only',
      subject: {
        subjectType: 5,
        codeLanguages: ['javascript'],
        cases: [{ expectedOutput: '1', isSample: true }],
      },
      fields: ['s.cases'],
    },
    {
      rule: 'essay with cases',
      subject: { subjectType: 6, cases: [{ expectedOutput: '1' }] },
      fields: ['s.cases'],
    },
    {
      rule: 'essay with a time limit',
      subject: { subjectType: 6, timeLimitMs: 1000 },
      fields: ['s.timeLimitMs'],
    },
    {
      rule: 'essay answered with a number',
      subject: { subjectType: 6, correctAnswer: 4 },
      fields: ['s.correctAnswer'],
    },
  ])('refused: $rule', ({ subject, fields }) => {
    expect(fieldsOf(subject)).toEqual(fields);
  });

  it('a subject of an unknown type gets no type rules (its type is the one problem)', () => {
    expect(fieldsOf({ subjectType: 9, options: 'x' })).toEqual([]);
  });
});

describe('correctAnswerProblem (the import and the regrade of a key)', () => {
  const keys = ['A', 'B', 'C'];
  it.each([
    { type: 1, answer: 'B', isValid: true },
    { type: 1, answer: 'Z', isValid: false },
    { type: 2, answer: ['A', 'C'], isValid: true },
    { type: 2, answer: ['A', 'A'], isValid: false },
    { type: 2, answer: [], isValid: false },
    { type: 3, answer: false, isValid: true },
    { type: 3, answer: 'false', isValid: false },
    { type: 4, answer: [['42', 'forty-two'], ['java']], isValid: true },
    { type: 4, answer: [['42'], []], isValid: false },
    { type: 4, answer: ['42'], isValid: false },
  ] as const)('type $type, $answer: valid $isValid', ({ type, answer, isValid }) => {
    expect(correctAnswerProblem(type, answer, keys) === undefined).toBe(isValid);
  });
});
