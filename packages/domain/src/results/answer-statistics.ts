import { isAnswered } from '../answers/answer-value';
import { roundPoints } from '../grading/grade-objective';

export interface SubjectAnswerRecord {
  subjectId: number;
  /** The stored answer of one submitted attempt (null: not answered). */
  answer: unknown;
  isCorrect: boolean | null;
}

export interface SubjectStatistics {
  subjectId: number;
  /** Submitted attempts that reached this subject (answered or not). */
  attemptCount: number;
  answeredCount: number;
  correctCount: number;
  /** correctCount / attemptCount as a percentage, two decimals; 0 with no attempt. */
  correctRate: number;
  /** Choice subjects: how many attempts chose each option key. */
  optionCounts: Record<string, number>;
}

const chosenKeys = (answer: unknown): string[] => {
  if (typeof answer === 'string') return [answer];
  if (Array.isArray(answer))
    return [...new Set(answer.filter((key): key is string => typeof key === 'string'))];
  return [];
};

/**
 * Per-question statistics across all submitted attempts of an exam (issue 6): correct rate and, for choice
 * subjects, the distribution of chosen options. `attemptCount` is the number of submitted attempts on the paper.
 */
export function answerStatistics(
  subjects: readonly { subjectId: number; isChoice: boolean; optionKeys: readonly string[] }[],
  attemptCount: number,
  records: readonly SubjectAnswerRecord[],
): SubjectStatistics[] {
  return subjects.map(({ subjectId, isChoice, optionKeys }) => {
    const own = records.filter((record) => record.subjectId === subjectId);
    const answeredCount = own.filter((record) => isAnswered(record.answer)).length;
    const correctCount = own.filter((record) => record.isCorrect === true).length;
    const optionCounts: Record<string, number> = {};
    if (isChoice) {
      for (const key of optionKeys) optionCounts[key] = 0;
      for (const record of own)
        for (const key of chosenKeys(record.answer))
          if (key in optionCounts) optionCounts[key] = (optionCounts[key] ?? 0) + 1;
    }
    return {
      subjectId,
      attemptCount,
      answeredCount,
      correctCount,
      correctRate: attemptCount > 0 ? roundPoints((correctCount / attemptCount) * 100) : 0,
      optionCounts,
    };
  });
}
