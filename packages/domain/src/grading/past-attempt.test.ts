import { describe, expect, it } from 'vitest';
import { gradePastAttempt, isRightByHand, type PastAnswer } from './past-attempt';

const paper = [
  { key: 'judge', subjectType: 3 as const, score: 20, correctAnswer: true, scoringRule: 'all_or_nothing' },
  { key: 'single', subjectType: 1 as const, score: 30, correctAnswer: 'B', scoringRule: 'all_or_nothing' },
  { key: 'essay', subjectType: 6 as const, score: 50, correctAnswer: null, scoringRule: 'all_or_nothing' },
];

describe('past attempts are graded from their answers (issue 17 defect 8)', () => {
  it.each<
    [string, Record<string, PastAnswer>, { score: number; isComplete: boolean; isPassed: boolean | null }]
  >([
    ['nothing answered scores 0 and is complete', {}, { score: 0, isComplete: true, isPassed: false }],
    [
      'objective answers are graded by the machine',
      { judge: { answer: true }, single: { answer: 'A' } },
      { score: 20, isComplete: true, isPassed: false },
    ],
    [
      'an essay with a score from a person counts it',
      { judge: { answer: true }, single: { answer: 'B' }, essay: { answer: '论述', score: 35 } },
      { score: 85, isComplete: true, isPassed: true },
    ],
    [
      'an essay answered without a score waits for a person',
      { judge: { answer: true }, essay: { answer: '论述' } },
      { score: 20, isComplete: false, isPassed: null },
    ],
    [
      'an empty essay needs no person: it scores 0',
      { single: { answer: 'B' }, essay: { answer: '' } },
      { score: 30, isComplete: true, isPassed: false },
    ],
    [
      'a score given for an objective subject is ignored: the machine grades it',
      { single: { answer: 'A', score: 30 } },
      { score: 0, isComplete: true, isPassed: false },
    ],
  ])('%s', (_rule, answers, expected) => {
    expect(gradePastAttempt(paper, answers, 60)).toMatchObject(expected);
  });

  it('a hand grade of full marks is a right answer, anything less is not', () => {
    expect(isRightByHand(50, 50)).toBe(true);
    expect(isRightByHand(49.5, 50)).toBe(false);
    const graded = gradePastAttempt(paper, { essay: { answer: 'x', score: 50 } }, 60).answers;
    expect(graded).toEqual([
      {
        key: 'essay',
        answer: 'x',
        grade: { isMachineGraded: true, score: 50, isCorrect: true },
        isByHand: true,
      },
    ]);
  });
});
