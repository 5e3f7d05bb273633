import type { IssueSaying } from '../errors/issue-words';
import { roundPoints } from './grade-objective';
import { gradingWords } from './grading-words';

/**
 * Issue 40: a person's grade of an essay or a program is kept exactly as given, or refused with the reason: a finite
 * number from 0 up to the subject's points, with no more decimals than points keep (roundPoints: two). Never clamped
 * or rounded into range, so what the grader saw is what the candidate gets.
 */
export function handGradeIssue(score: number, subjectScore: number): IssueSaying | undefined {
  if (!Number.isFinite(score)) return gradingWords.say('notANumber', { score: subjectScore });
  if (score < 0) return gradingWords.say('belowZero');
  if (score > subjectScore) return gradingWords.say('overSubjectScore', { score: subjectScore });
  if (roundPoints(score) !== score) return gradingWords.say('tooPrecise');
  return undefined;
}

/** Decimal digits as a person types them: no exponent, no hex, no spaces inside. */
const TYPED_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Issue 40: what a grader typed in the score box, read as the number it shows (full-width digits from a Chinese input
 * method read as their ASCII twins), then held to handGradeIssue; anything else is no number at all.
 */
export function readHandGrade(
  typed: string,
  subjectScore: number,
): { score: number } | { issue: IssueSaying } {
  const text = typed.normalize('NFKC').trim();
  if (!TYPED_NUMBER.test(text)) return { issue: gradingWords.say('notANumber', { score: subjectScore }) };
  const score = Number(text);
  const issue = handGradeIssue(score, subjectScore);
  return issue ? { issue } : { score };
}
