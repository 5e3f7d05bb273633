import { SUBJECT_TYPE, type SubjectType } from '../subjects/subject-type';

export interface GradableSubject {
  subjectType: SubjectType;
  score: number;
  correctAnswer: unknown;
  scoringRule: string;
}

export type SubjectGrade =
  | { isMachineGraded: true; score: number; isCorrect: boolean }
  | { isMachineGraded: false };

/** Points are kept to two decimals, rounded half up, so totals of partial points add up exactly. */
export function roundPoints(points: number): number {
  return Math.round(points * 100 + Number.EPSILON) / 100;
}

/**
 * Fill-in comparison: Unicode compatibility form (full-width letters and digits become ASCII), whitespace collapsed
 * and trimmed, case ignored. "４２" and " 42 " both match "42".
 */
export function normaliseBlank(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

const keysOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

function gradeMultiple(subject: GradableSubject, answer: unknown): { score: number; isCorrect: boolean } {
  const correct = new Set(keysOf(subject.correctAnswer));
  const chosen = new Set(keysOf(answer));
  const hasWrong = [...chosen].some((key) => !correct.has(key));
  const rightCount = [...chosen].filter((key) => correct.has(key)).length;
  const isCorrect = !hasWrong && rightCount === correct.size && correct.size > 0;
  if (isCorrect) return { score: subject.score, isCorrect };
  // 'partial': some right keys and no wrong one earn their share of the points (docs/exam-definition.md).
  if (subject.scoringRule === 'partial' && !hasWrong && rightCount > 0)
    return { score: roundPoints((subject.score * rightCount) / correct.size), isCorrect: false };
  return { score: 0, isCorrect: false };
}

function gradeFillIn(subject: GradableSubject, answer: unknown): { score: number; isCorrect: boolean } {
  const blanks = Array.isArray(subject.correctAnswer) ? (subject.correctAnswer as unknown[]) : [];
  const given = Array.isArray(answer) ? answer : [];
  if (blanks.length === 0) return { score: 0, isCorrect: false };
  const rightBlanks = blanks.filter((accepted, index) => {
    const text = given[index];
    return (
      typeof text === 'string' &&
      keysOf(accepted).some((option) => normaliseBlank(option) === normaliseBlank(text))
    );
  }).length;
  if (rightBlanks === blanks.length) return { score: subject.score, isCorrect: true };
  // 'partial' (a fill-in's default): each right blank earns its share; 'all_or_nothing': every blank or nothing.
  if (subject.scoringRule === 'partial')
    return { score: roundPoints((subject.score * rightBlanks) / blanks.length), isCorrect: false };
  return { score: 0, isCorrect: false };
}

/**
 * Objective grading on submit (DESIGN §5): single choice, multiple choice and fill-in (each all-or-nothing or
 * partial, as its scoringRule says) and judgement are graded by the machine; essays and code wait for a person or
 * the judge. An unanswered subject scores 0.
 */
export function gradeSubject(subject: GradableSubject, answer: unknown): SubjectGrade {
  switch (subject.subjectType) {
    case SUBJECT_TYPE.singleChoice: {
      const isCorrect = typeof answer === 'string' && answer === String(subject.correctAnswer);
      return { isMachineGraded: true, isCorrect, score: isCorrect ? subject.score : 0 };
    }
    case SUBJECT_TYPE.multipleChoice:
      return { isMachineGraded: true, ...gradeMultiple(subject, answer) };
    case SUBJECT_TYPE.judgement: {
      const isCorrect = typeof answer === 'boolean' && answer === subject.correctAnswer;
      return { isMachineGraded: true, isCorrect, score: isCorrect ? subject.score : 0 };
    }
    case SUBJECT_TYPE.fillIn:
      return { isMachineGraded: true, ...gradeFillIn(subject, answer) };
    case SUBJECT_TYPE.essay:
    case SUBJECT_TYPE.code:
      return { isMachineGraded: false };
    default: {
      const unknown: never = subject.subjectType;
      throw new Error(`unknown subjectType ${String(unknown)}`);
    }
  }
}

/** The attempt's outcome from its subjects' grades: total so far, and whether a person must still grade. */
export function summariseGrades(grades: readonly SubjectGrade[], passScore: number) {
  const isComplete = grades.every((grade) => grade.isMachineGraded);
  const score = roundPoints(
    grades.reduce((sum, grade) => sum + (grade.isMachineGraded ? grade.score : 0), 0),
  );
  return { isComplete, score, isPassed: isComplete ? score >= passScore : null };
}
