import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../../db/client';
import { loadExamOfAttempt } from '../../exams/service/attempt-settings';
import { findPaperIds } from '../repo';
import { getPaperSubjects } from './paper-subjects';
import { findSamplesOfSubjects, presentSubjectForAnswering } from './present-subject';

/**
 * SPEC §4 preview (type 2, examContentStatus 2): exam staff see a paper as candidates will get it on the answer page,
 * plus the answers and explanations they wrote. Only reads: no attempt, no answers, no use of the attempt limit.
 * The caller has checked that the principal is staff of `schoolId`; every read is scoped by it, so another
 * school's exam is NOT_FOUND.
 */
export async function previewPaper(
  db: Db,
  schoolId: string,
  input: { examId: number; paperId?: number | undefined },
  now: Date,
) {
  const exam = await loadExamOfAttempt(db, schoolId, input.examId);
  const paperIds = await findPaperIds(db, schoolId, exam.id);
  const paperId = input.paperId ?? paperIds[0];
  if (paperId === undefined || !paperIds.includes(paperId))
    throw new AppError('NOT_FOUND', { field: 'paperId' });
  const subjects = await getPaperSubjects(db, schoolId, paperId);
  const samples = await findSamplesOfSubjects(db, schoolId, subjects);
  return {
    examId: exam.id,
    examName: exam.examName,
    paperId,
    paperIds,
    paperScore: exam.paperScore,
    examSettingTime: exam.examSettingTime,
    now: now.toISOString(),
    subjects: subjects.map((subject) => ({
      ...presentSubjectForAnswering(subject, samples),
      correctAnswer: subject.correctAnswer ?? null,
      explanation: subject.explanation,
    })),
  };
}
