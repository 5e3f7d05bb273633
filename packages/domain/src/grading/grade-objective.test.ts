import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GradableSubject, gradeSubject, normaliseBlank, summariseGrades } from './grade-objective';

const subject = (fields: Partial<GradableSubject>): GradableSubject => ({
  subjectType: 1,
  score: 10,
  correctAnswer: 'B',
  scoringRule: 'all_or_nothing',
  ...fields,
});

describe('objective grading on submit', () => {
  it.each([
    { rule: 'single: the right key', s: subject({}), answer: 'B', score: 10, isCorrect: true },
    { rule: 'single: a wrong key', s: subject({}), answer: 'A', score: 0, isCorrect: false },
    { rule: 'single: unanswered', s: subject({}), answer: null, score: 0, isCorrect: false },
    {
      rule: 'multiple all-or-nothing: exactly the right keys, any order',
      s: subject({ subjectType: 2, correctAnswer: ['A', 'C'] }),
      answer: ['C', 'A'],
      score: 10,
      isCorrect: true,
    },
    {
      rule: 'multiple all-or-nothing: one key missing',
      s: subject({ subjectType: 2, correctAnswer: ['A', 'C'] }),
      answer: ['A'],
      score: 0,
      isCorrect: false,
    },
    {
      rule: 'multiple partial: one of two right keys, no wrong one: half',
      s: subject({ subjectType: 2, correctAnswer: ['A', 'C'], scoringRule: 'partial' }),
      answer: ['A'],
      score: 5,
      isCorrect: false,
    },
    {
      rule: 'multiple partial: a wrong key earns nothing',
      s: subject({ subjectType: 2, correctAnswer: ['A', 'C'], scoringRule: 'partial' }),
      answer: ['A', 'B'],
      score: 0,
      isCorrect: false,
    },
    {
      rule: 'multiple partial: one of three right: a third, to two decimals',
      s: subject({ subjectType: 2, correctAnswer: ['A', 'B', 'C'], scoringRule: 'partial' }),
      answer: ['B'],
      score: 3.33,
      isCorrect: false,
    },
    {
      rule: 'judgement: true is true',
      s: subject({ subjectType: 3, correctAnswer: true }),
      answer: true,
      score: 10,
      isCorrect: true,
    },
    {
      rule: "judgement: the text 'true' is not true",
      s: subject({ subjectType: 3, correctAnswer: true }),
      answer: 'true',
      score: 0,
      isCorrect: false,
    },
    {
      rule: 'fill-in: every blank right (normalised)',
      s: subject({ subjectType: 4, correctAnswer: [['42'], ['Java', 'JAVA SE']] }),
      answer: [' ４２ ', 'java  se'],
      score: 10,
      isCorrect: true,
    },
    {
      rule: 'fill-in partial: one of two blanks right: half',
      s: subject({ subjectType: 4, correctAnswer: [['42'], ['Java']], scoringRule: 'partial' }),
      answer: ['42', 'C'],
      score: 5,
      isCorrect: false,
    },
    {
      rule: 'fill-in partial: one of three blanks right: a third, to two decimals',
      s: subject({ subjectType: 4, correctAnswer: [['a'], ['b'], ['c']], scoringRule: 'partial' }),
      answer: ['x', 'b', ''],
      score: 3.33,
      isCorrect: false,
    },
    {
      rule: 'fill-in partial: no blank right: nothing',
      s: subject({ subjectType: 4, correctAnswer: [['42'], ['Java']], scoringRule: 'partial' }),
      answer: ['41', 'C'],
      score: 0,
      isCorrect: false,
    },
    {
      rule: 'fill-in all-or-nothing: one of two blanks right: nothing (issue 40: it gave half)',
      s: subject({ subjectType: 4, correctAnswer: [['42'], ['Java']], score: 15 }),
      answer: ['42', 'C'],
      score: 0,
      isCorrect: false,
    },
    {
      rule: 'fill-in all-or-nothing: every blank right: the whole score',
      s: subject({ subjectType: 4, correctAnswer: [['42'], ['Java']], score: 15 }),
      answer: ['42', 'java'],
      score: 15,
      isCorrect: true,
    },
    {
      rule: 'fill-in all-or-nothing: a blank left out: nothing',
      s: subject({ subjectType: 4, correctAnswer: [['42'], ['Java']], score: 15 }),
      answer: ['42'],
      score: 0,
      isCorrect: false,
    },
  ])('$rule', ({ s, answer, score, isCorrect }) => {
    expect(gradeSubject(s, answer)).toEqual({ isMachineGraded: true, score, isCorrect });
  });

  it.each([5, 6] as const)('subject type %i waits for a person or the judge', (subjectType) => {
    expect(gradeSubject(subject({ subjectType }), 'anything')).toEqual({ isMachineGraded: false });
  });

  it('normalises blanks: compatibility form, whitespace, case', () => {
    expect(normaliseBlank('  Ｈｅｌｌｏ\t World ')).toBe('hello world');
  });

  it('the total adds up the machine grades; a pending subject leaves the pass flag open', () => {
    const graded = [
      { isMachineGraded: true as const, score: 3.33, isCorrect: false },
      { isMachineGraded: true as const, score: 56.67, isCorrect: true },
    ];
    expect(summariseGrades(graded, 60)).toEqual({ isComplete: true, score: 60, isPassed: true });
    expect(summariseGrades([...graded, { isMachineGraded: false }], 60)).toEqual({
      isComplete: false,
      score: 60,
      isPassed: null,
    });
  });

  it('a score never exceeds the subject score nor goes below 0', () => {
    fc.assert(
      fc.property(
        fc.subarray(['A', 'B', 'C', 'D']),
        fc.subarray(['A', 'B', 'C', 'D'], { minLength: 1 }),
        fc.integer({ min: 0, max: 100 }),
        (chosen, correct, points) => {
          const grade = gradeSubject(
            subject({ subjectType: 2, correctAnswer: correct, score: points, scoringRule: 'partial' }),
            chosen,
          );
          if (!grade.isMachineGraded) throw new Error('machine graded expected');
          expect(grade.score).toBeGreaterThanOrEqual(0);
          expect(grade.score).toBeLessThanOrEqual(points);
        },
      ),
    );
  });
});
