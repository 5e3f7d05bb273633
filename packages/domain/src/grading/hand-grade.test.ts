import { describe, expect, it } from 'vitest';
import { handGradeIssue, readHandGrade } from './hand-grade';

describe('a grade by hand is kept exactly as given or refused (issue 40)', () => {
  it.each([
    { score: 0, subjectScore: 25, key: undefined },
    { score: 25, subjectScore: 25, key: undefined },
    { score: 12.5, subjectScore: 25, key: undefined },
    { score: 24.99, subjectScore: 25, key: undefined },
    { score: 0.01, subjectScore: 25, key: undefined },
    { score: 26, subjectScore: 25, key: 'validation.grading.overSubjectScore' },
    { score: 25.01, subjectScore: 25, key: 'validation.grading.overSubjectScore' },
    { score: 300, subjectScore: 100, key: 'validation.grading.overSubjectScore' },
    { score: -0.01, subjectScore: 25, key: 'validation.grading.belowZero' },
    { score: -1, subjectScore: 25, key: 'validation.grading.belowZero' },
    { score: 9.999, subjectScore: 10, key: 'validation.grading.tooPrecise' },
    { score: 2.345, subjectScore: 10, key: 'validation.grading.tooPrecise' },
    { score: 0.001, subjectScore: 10, key: 'validation.grading.tooPrecise' },
    { score: Number.NaN, subjectScore: 10, key: 'validation.grading.notANumber' },
    { score: Number.POSITIVE_INFINITY, subjectScore: 10, key: 'validation.grading.notANumber' },
  ])('$score of $subjectScore points: $key', ({ score, subjectScore, key }) => {
    expect(handGradeIssue(score, subjectScore)?.messageKey).toBe(key);
  });

  it('says the bound it breaks', () => {
    expect(handGradeIssue(26, 25)).toEqual({
      message: 'at most 25',
      messageKey: 'validation.grading.overSubjectScore',
      params: { score: '25' },
    });
    expect(handGradeIssue(Number.NaN, 25)?.message).toBe('a number from 0 to 25');
  });

  it.each([
    { typed: '7', expected: { score: 7 } },
    { typed: ' 30 ', expected: { score: 30 } },
    { typed: '8.25', expected: { score: 8.25 } },
    { typed: '8.', expected: { score: 8 } },
    { typed: '.5', expected: { score: 0.5 } },
    { typed: '007', expected: { score: 7 } },
    { typed: '２６', expected: { score: 26 } },
    { typed: '８．５', expected: { score: 8.5 } },
  ])('"$typed" reads as the number it shows', ({ typed, expected }) => {
    expect(readHandGrade(typed, 30)).toEqual(expected);
  });

  it.each([
    { typed: '', key: 'validation.grading.notANumber' },
    { typed: '  ', key: 'validation.grading.notANumber' },
    { typed: 'abc', key: 'validation.grading.notANumber' },
    { typed: '1e1', key: 'validation.grading.notANumber' },
    { typed: '0x10', key: 'validation.grading.notANumber' },
    { typed: '7 5', key: 'validation.grading.notANumber' },
    { typed: '1,5', key: 'validation.grading.notANumber' },
    { typed: '-1', key: 'validation.grading.belowZero' },
    { typed: '300', key: 'validation.grading.overSubjectScore' },
    { typed: '26', key: 'validation.grading.overSubjectScore' },
    { typed: '12.345', key: 'validation.grading.tooPrecise' },
  ])('"$typed" in a 0–25 box is refused: $key', ({ typed, key }) => {
    const read = readHandGrade(typed, 25);
    expect('issue' in read ? read.issue.messageKey : read).toBe(key);
  });
});
