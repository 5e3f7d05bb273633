import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../../db/client';
import { examHasAttempts } from '../repo-exam-admin';
import { findExamRow } from '../repo-export';
import { readExamDefinition } from './read-exam-definition';

/** The school's exam, or NOT_FOUND (another school's is as missing as a deleted one). */
export async function requireExam(db: Db, schoolId: string, examId: number) {
  const row = await findExamRow(db, schoolId, examId);
  if (!row) throw new AppError('NOT_FOUND', { message: 'no such exam in your school' });
  return row;
}

/** What the editor shows: the exam as its definition item, and whether candidates have attempted it. */
export async function readExamForEditor(db: Db, schoolId: string, examId: number) {
  await requireExam(db, schoolId, examId);
  const [exam, hasAttempts] = await Promise.all([
    readExamDefinition(db, schoolId, examId),
    examHasAttempts(db, schoolId, examId),
  ]);
  if (!exam) throw new AppError('NOT_FOUND', { message: 'no such exam in your school' });
  return { examId, exam, hasAttempts };
}
