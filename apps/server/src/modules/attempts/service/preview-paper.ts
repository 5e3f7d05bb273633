import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../../db/client';
import { loadExamOfAttempt } from '../../exams/service/attempt-settings';
import { findPaperIds, findSubjectsOfPaper } from '../repo';

/**
 * SPEC §4 preview (type 2, examContentStatus 2): exam staff see a paper as candidates will, with the answers and
 * explanations they wrote, and nothing is recorded.
 */
export async function previewPaper(
  db: Db,
  schoolId: string,
  input: { examId: number; paperId?: number | undefined },
) {
  const exam = await loadExamOfAttempt(db, schoolId, input.examId);
  const paperIds = await findPaperIds(db, schoolId, exam.id);
  const paperId = input.paperId ?? paperIds[0];
  if (paperId === undefined || !paperIds.includes(paperId))
    throw new AppError('NOT_FOUND', { field: 'paperId' });
  const subjects = await findSubjectsOfPaper(db, schoolId, paperId);
  return {
    examId: exam.id,
    examName: exam.examName,
    paperId,
    paperIds,
    subjects: subjects.map((subject) => ({
      subjectId: subject.id,
      position: subject.position,
      subjectType: subject.subjectType,
      subjectTitle: subject.subjectTitle,
      subjectTitleContentType: subject.subjectTitleContentType,
      score: subject.score,
      options: subject.options,
      correctAnswer: subject.correctAnswer ?? null,
      explanation: subject.explanation,
      codeLanguages: subject.codeLanguages,
    })),
  };
}
