import { issueWords } from '../errors/issue-words';

/** Issue 35: what a grader's or an exam admin's grading may not do, said in the console's language. */
export const gradingWords = issueWords('grading', {
  objectiveOnly: () =>
    'only an objective subject (choice, multiple, judgement, fill-in) is regraded by its key',
  notGradedByHand: () => 'not an essay or code subject of this attempt',
  notANumber: ({ score }: { score: number }) => `a number from 0 to ${score}`,
  belowZero: () => 'at least 0',
  overSubjectScore: ({ score }: { score: number }) => `at most ${score}`,
  tooPrecise: () => 'at most two decimals',
});

/** Every key the grading services may give an issue, for the console's catalogues to hold. */
export const GRADING_ISSUE_KEYS = gradingWords.keys;
