export {
  type GradableSubject,
  gradeSubject,
  normaliseBlank,
  roundPoints,
  type SubjectGrade,
  summariseGrades,
} from './grade-objective';
export { GRADING_ISSUE_KEYS, gradingWords } from './grading-words';
export { handGradeIssue, readHandGrade } from './hand-grade';
export { type GradedPastAnswer, gradePastAttempt, isRightByHand, type PastAnswer } from './past-attempt';
