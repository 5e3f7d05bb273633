import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { answers, type examResults } from '../../db/schema';
import type { TestApp, UserLike, Who } from '../../test/build-app';
import {
  createAttemptOnFullPaper,
  createExam,
  createOpenCandidate,
  type ExamFields,
} from '../../test/factories';

export const NOW = new Date('2026-06-03T02:00:00Z');
export const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);

/** An attempt handed in and graded two hours before NOW, after an hour of writing. */
export const HANDED_IN = { status: 'graded', startAnswerTime: hours(-3), submittedAt: hours(-2) } as const;

/** An answer to one subject of `attempt`, saved (seq 1) two hours before NOW and graded to `score`. */
export function gradedAnswer(
  attempt: { schoolId: string; id: number },
  subjectId: number,
  answer: unknown,
  score: number,
  isCorrect: boolean,
) {
  return {
    schoolId: attempt.schoolId,
    examResultId: attempt.id,
    subjectId,
    answer,
    seq: 1,
    savedAt: hours(-2),
    score,
    isCorrect,
  };
}

/** Who an attempt belongs to: an account, or an open-link visitor made for the exam. */
export type Owner = UserLike | 'open link';

/**
 * For the results tests: an exam over an hour ago (review open by default) with the full paper, and an attempt of
 * `owner` graded to `score` with a code answer of 7 points and a grader's comment. Returns what a test calls with.
 */
export async function createResultAttempt(
  db: Db,
  schoolId: string,
  owner: Owner,
  options: {
    exam?: ExamFields;
    attempt?: Omit<Partial<typeof examResults.$inferInsert>, 'userId' | 'openCandidateId'>;
  } = {},
) {
  const exam = await createExam(db, schoolId, {
    beginTime: hours(-48),
    endTime: hours(-1),
    reviewPolicy: 'after_submit',
    passScore: 60,
    isShowPassScore: 0,
    ...options.exam,
  });
  const visitor =
    owner === 'open link' ? await createOpenCandidate(db, exam, { isChecked: true }) : undefined;
  const { subjectIds, attempt } = await createAttemptOnFullPaper(db, exam, {
    ...(visitor ? { openCandidateId: visitor.id } : { userId: (owner as UserLike).id }),
    ...HANDED_IN,
    score: 37.5,
    isPassed: false,
    ...options.attempt,
  });
  const row = (subjectId: number, answer: unknown, score: number, isCorrect: boolean) =>
    gradedAnswer(attempt, subjectId, answer, score, isCorrect);
  await db.insert(answers).values([
    row(subjectIds.single, 'B', 10, true),
    row(subjectIds.fill, ['42', 'c'], 5, false),
    {
      ...row(subjectIds.code, { language: 'python', code: 'print(42)' }, 7, false),
      graderComment: 'off by one',
    },
  ]);
  const who: Who = visitor
    ? { openCandidate: { id: visitor.id, schoolId, examId: exam.id } }
    : { user: owner as UserLike };
  return { exam, attempt, subjectIds, visitor, who };
}

/**
 * The score each of the candidate's pages is told of an attempt (null where it is not announced): the result page
 * (achievement), the records list, the attempt's state and the summary of their exams.
 */
export async function scoresSeen(app: TestApp, who: Who, attempt: { id: number; examId: number }) {
  const achievement = await app.getAs(who, `/api/iexam/userexam/achievement/${attempt.id}/${attempt.examId}`);
  const records = await app.getAs(who, `/api/iexam/userexam/v1/examResults/records?examId=${attempt.examId}`);
  const result = await app.getAs(who, `/api/iexam/useranswer/v1/result/${attempt.id}`);
  const summary = await app.postAs(
    who,
    '/api/personal-center/positionevaluation/summary-userexam-information',
    {
      examId: attempt.examId,
    },
  );
  for (const response of [achievement, records, result, summary])
    expect(response.statusCode, response.body).toBe(200);
  return {
    achievement: achievement.json().data.score,
    record: records.json().data.records[0].score,
    result: result.json().data.score,
    summary: summary.json().data.exams[0].bestScore,
  };
}

/** What scoresSeen reads of an attempt whose score is not announced. */
export const NO_SCORE_SEEN = { achievement: null, record: null, result: null, summary: null };
