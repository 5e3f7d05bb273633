import { AppError } from '@iexam/domain/errors';
import {
  abilityScores,
  announcedResult,
  answerStatistics,
  attemptTimeUsedSeconds,
  type GradedSubjectTags,
  isReviewAllowed,
  isScoreAnnounced,
  knowledgeMastery,
} from '@iexam/domain/results';
import { SUBJECT_TYPE } from '@iexam/domain/subjects';
import type { Candidate } from '../../access/candidate';
import { requireAccess } from '../../access/require-access';
import type { Db } from '../../db/client';
import { getAttemptContent } from '../attempts/service/attempt-content';
import { loadExamSettings } from '../exams/service/attempt-settings';
import { findSubjectTags, findSubmittedAnswersOfPaper, setAppraisalDirection } from './repo';

/** The candidate's own attempt with its exam (and session), for every results call. */
async function loadOwnResult(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const attempt = await requireAccess(db, candidate, { attempt: examResultId }, now);
  const { exam, session } = await loadExamSettings(db, candidate.schoolId, attempt.examId, attempt.sessionId);
  const examResultFlag = exam.examResultFlag;
  return { attempt, exam, examOverAt: session?.endTime ?? exam.endTime, examResultFlag };
}

/** Details reveal the score: refused unless the flag shows one and grading is over (SPEC §3 examResultFlag). */
function requireAnnounced(result: Awaited<ReturnType<typeof loadOwnResult>>) {
  if (!isScoreAnnounced({ ...result.attempt, examResultFlag: result.examResultFlag }))
    throw new AppError('RESULT_NOT_ANNOUNCED');
}

/**
 * SPEC §7 achievement: the result page's summary. The score, the verdict and the pass mark only as announcedResult
 * allows (examResultFlag; nothing while grading), time used, and whether review is open.
 */
export async function getAchievement(
  db: Db,
  candidate: Candidate,
  input: { examResultId: number; examId: number },
  now: Date,
) {
  const result = await loadOwnResult(db, candidate, input.examResultId, now);
  const { attempt, exam } = result;
  if (attempt.examId !== input.examId) throw new AppError('NOT_FOUND');
  if (attempt.status === 'in_progress')
    throw new AppError('CONFLICT', { message: 'the attempt is still in progress' });
  const shown = announcedResult({ ...attempt, examResultFlag: result.examResultFlag }, exam);
  const isAnnounced = isScoreAnnounced({ ...attempt, examResultFlag: result.examResultFlag });
  const { subjects, answerOf } = await getAttemptContent(db, candidate.schoolId, attempt);
  return {
    examResultId: attempt.id,
    examId: exam.id,
    examName: exam.examName,
    sessionId: attempt.sessionId,
    status: attempt.status,
    isScoring: attempt.isScoring,
    examResultFlag: result.examResultFlag,
    score: shown.score,
    isPassed: shown.isPassed,
    paperScore: exam.paperScore,
    passScore: shown.passScore,
    startAnswerTime: attempt.startAnswerTime.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    timeUsedSeconds: attemptTimeUsedSeconds(attempt.startAnswerTime, attempt.submittedAt),
    subjectCount: subjects.length,
    answeredCount: subjects.filter((subject) => answerOf.has(subject.id)).length,
    correctCount: isAnnounced
      ? subjects.filter((subject) => answerOf.get(subject.id)?.isCorrect === true).length
      : null,
    isReviewAllowed: isAnnounced && isReviewAllowed(exam.reviewPolicy, attempt, result.examOverAt, now),
    appraisalDirection: attempt.appraisalDirection,
  };
}

/** Per-question review: the candidate's answer, the correct one and the explanation, only when review is open. */
export async function getReview(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const result = await loadOwnResult(db, candidate, examResultId, now);
  requireAnnounced(result);
  if (!isReviewAllowed(result.exam.reviewPolicy, result.attempt, result.examOverAt, now))
    throw new AppError('REVIEW_NOT_ALLOWED');
  const { subjects, answerOf } = await getAttemptContent(db, candidate.schoolId, result.attempt);
  return subjects.map((subject) => {
    const row = answerOf.get(subject.id);
    return {
      subjectId: subject.id,
      position: subject.position,
      subjectType: subject.subjectType,
      subjectTitle: subject.subjectTitle,
      subjectTitleContentType: subject.subjectTitleContentType,
      options: subject.options,
      score: subject.score,
      answer: row?.answer ?? null,
      earned: row?.score ?? 0,
      isCorrect: row?.isCorrect ?? false,
      correctAnswer: subject.correctAnswer ?? null,
      explanation: subject.explanation,
      graderComment: row?.graderComment ?? null,
    };
  });
}

/** The graded subjects of an attempt with their tags: what both analyses read. */
async function gradedTags(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const result = await loadOwnResult(db, candidate, examResultId, now);
  requireAnnounced(result);
  const { subjects, answerOf } = await getAttemptContent(db, candidate.schoolId, result.attempt);
  const tags = await findSubjectTags(
    db,
    candidate.schoolId,
    subjects.map((subject) => subject.id),
  );
  const graded: GradedSubjectTags[] = subjects.map((subject) => ({
    subjectId: subject.id,
    earned: answerOf.get(subject.id)?.score ?? 0,
    possible: subject.score,
    knowledgePointIds: tags.points.filter((point) => point.subjectId === subject.id).map((point) => point.id),
    abilities: tags.abilities
      .filter((ability) => ability.subjectId === subject.id)
      .map((ability) => ({ abilityDimensionId: ability.id, weight: ability.weight })),
  }));
  return { graded, tags };
}

/** SPEC §7 getKnowledgeGraph: mastery per knowledge point (type 1 a bar chart, 2 a tree: the same figures). */
export async function getKnowledgeGraph(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const { graded, tags } = await gradedTags(db, candidate, examResultId, now);
  const nameOf = new Map(tags.points.map((point) => [point.id, point.name]));
  return knowledgeMastery(graded).map((entry) => ({
    ...entry,
    name: nameOf.get(entry.knowledgePointId) ?? '',
  }));
}

/** SPEC §7 getAbilityGraph: a 0-100 score per ability dimension (the radar). */
export async function getAbilityGraph(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const { graded, tags } = await gradedTags(db, candidate, examResultId, now);
  const nameOf = new Map(tags.abilities.map((ability) => [ability.id, ability.name]));
  return abilityScores(graded).map((entry) => ({
    ...entry,
    name: nameOf.get(entry.abilityDimensionId) ?? '',
  }));
}

/**
 * SPEC §7 getStuAnswerStatistics: per question of the attempt's paper, across every submitted attempt on it: the
 * correct rate and the choice distribution. Open with review only (a distribution would hint the key to anyone
 * still writing).
 */
export async function getAnswerStatistics(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const result = await loadOwnResult(db, candidate, examResultId, now);
  requireAnnounced(result);
  if (!isReviewAllowed(result.exam.reviewPolicy, result.attempt, result.examOverAt, now))
    throw new AppError('REVIEW_NOT_ALLOWED');
  const { subjects } = await getAttemptContent(db, candidate.schoolId, result.attempt);
  const across = await findSubmittedAnswersOfPaper(
    db,
    candidate.schoolId,
    result.exam.id,
    result.attempt.paperId,
  );
  const isChoice = (type: number) =>
    type === SUBJECT_TYPE.singleChoice || type === SUBJECT_TYPE.multipleChoice;
  return answerStatistics(
    subjects.map((subject) => ({
      subjectId: subject.id,
      isChoice: isChoice(subject.subjectType),
      optionKeys: subject.options.map((option) => option.key),
    })),
    across.attemptCount,
    across.answers,
  );
}

/** SPEC §7 selectAppraisalDirection: the direction the candidate chose for their ability appraisal. */
export async function chooseAppraisalDirection(
  db: Db,
  candidate: Candidate,
  input: { examResultId: number; direction: string },
  now: Date,
) {
  const attempt = await requireAccess(db, candidate, { attempt: input.examResultId }, now);
  // The appraisal reads the graded attempt: an attempt still being written has nothing to appraise yet.
  if (attempt.status === 'in_progress')
    throw new AppError('CONFLICT', {
      field: 'examResultId',
      message: 'examResultId: hand the attempt in first',
    });
  await setAppraisalDirection(db, candidate.schoolId, attempt.id, input.direction.trim());
  return { examResultId: attempt.id, appraisalDirection: input.direction.trim() };
}
