import { AppError } from '@iexam/domain/errors';
import { openEntryRefusal } from '@iexam/domain/exam-info';
import type { Db } from '../../../db/client';
import { getCachedExam } from '../../exams/service/published-exam';

/**
 * Issue 35: an open link works only while its exam's open entry is on (the console says so). Checked where a code or
 * an open token is turned into its identity, after the code was found, so an unknown code still answers as unknown.
 */
export async function requireOpenEntry(db: Db, schoolId: string, examId: number) {
  const exam = await getCachedExam(db, schoolId, examId);
  const refusal = exam ? openEntryRefusal(exam) : 'NOT_FOUND';
  if (refusal) throw new AppError(refusal);
}
