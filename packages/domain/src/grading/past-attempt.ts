import { isAnswered } from '../answers/answer-value';
import {
  type GradableSubject,
  gradeSubject,
  roundPoints,
  type SubjectGrade,
  summariseGrades,
} from './grade-objective';

/** A person's grade counts as a right answer when it gives the subject's full score. */
export function isRightByHand(score: number, subjectScore: number): boolean {
  return score >= subjectScore;
}

export interface PastAnswer {
  answer: unknown;
  /** An essay's or program's grade from a person; the machine grades every other subject itself. */
  score?: number | undefined;
}

export interface GradedPastAnswer {
  key: string;
  answer: unknown;
  grade: SubjectGrade;
  /** The grade came from a person (an essay or a program with a score given). */
  isByHand: boolean;
}

/**
 * The grades a past attempt's answers give (imported history, docs/exam-definition.md): objective subjects graded
 * as on hand-in, essays and programs by the score a person gave, an essay or program left empty 0, one answered
 * without a score still waiting for a person. The total and pass flag are the same summary a hand-in makes, so an
 * imported record can never contradict its own answers.
 */
export function gradePastAttempt(
  subjects: readonly (GradableSubject & { key: string })[],
  answers: Readonly<Record<string, PastAnswer>>,
  passScore: number,
) {
  const graded = subjects.flatMap((subject): GradedPastAnswer[] => {
    const given = answers[subject.key];
    if (!given) return [];
    const machine = gradeSubject(subject, given.answer);
    if (machine.isMachineGraded)
      return [{ key: subject.key, answer: given.answer, grade: machine, isByHand: false }];
    if (given.score !== undefined) {
      const score = roundPoints(given.score);
      const grade = { isMachineGraded: true as const, score, isCorrect: isRightByHand(score, subject.score) };
      return [{ key: subject.key, answer: given.answer, grade, isByHand: true }];
    }
    const grade: SubjectGrade = isAnswered(given.answer)
      ? { isMachineGraded: false }
      : { isMachineGraded: true, score: 0, isCorrect: false };
    return [{ key: subject.key, answer: given.answer, grade, isByHand: false }];
  });
  const gradeOf = new Map(graded.map((entry) => [entry.key, entry.grade]));
  // An unanswered subject scores 0 whatever its type, as on hand-in.
  const summary = summariseGrades(
    subjects.map(
      (subject) => gradeOf.get(subject.key) ?? { isMachineGraded: true, score: 0, isCorrect: false },
    ),
    passScore,
  );
  return { answers: graded, ...summary };
}
