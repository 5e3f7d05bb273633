export {
  type GradableSubject,
  gradeSubject,
  normaliseBlank,
  roundPoints,
  type SubjectGrade,
  summariseGrades,
} from './grade-objective';
export { type GradedPastAnswer, gradePastAttempt, isRightByHand, type PastAnswer } from './past-attempt';
