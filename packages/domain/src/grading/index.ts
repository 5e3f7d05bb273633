export {
  type GradableSubject,
  gradeSubject,
  normaliseBlank,
  roundPoints,
  type SubjectGrade,
  summariseGrades,
} from './grade-objective';
