import { SUBJECT_TYPE, type SubjectType } from './subject-type';

/**
 * How a subject of several parts is scored (docs/exam-definition.md `scoringRule`): 'all_or_nothing' gives the score
 * only when every part is right, 'partial' gives each right part its share (the keys of a multiple choice, the
 * blanks of a fill-in, the hidden cases of a program).
 */
export const SCORING_RULES = ['all_or_nothing', 'partial'] as const;
export type ScoringRule = (typeof SCORING_RULES)[number];

/** The subject types whose parts can earn a share; the others have one part, so 'partial' means nothing there. */
export const PARTIAL_SCORING_TYPES: readonly number[] = [
  SUBJECT_TYPE.multipleChoice,
  SUBJECT_TYPE.fillIn,
  SUBJECT_TYPE.code,
];

/**
 * The rule of a subject that names none: a fill-in gives each blank its share, as fill-ins were always graded
 * (decision 0055), so a paper written before the rule was honoured keeps its scores; every other type all or nothing.
 */
export function defaultScoringRule(subjectType: SubjectType | number): ScoringRule {
  return subjectType === SUBJECT_TYPE.fillIn ? 'partial' : 'all_or_nothing';
}
