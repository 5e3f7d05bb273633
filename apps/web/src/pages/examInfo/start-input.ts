import type { ExamInfo } from '@iexam/domain/exam-info';

/** The moment the exam (or selected session) begins on the server's clock; null once it has begun. */
export function startsAtOf(exam: Pick<ExamInfo, 'now' | 'countdown'>): Date | null {
  if (exam.countdown <= 0) return null;
  return new Date(Date.parse(exam.now) + exam.countdown * 1000);
}
