import { ANSWERS_FILE_FORMAT, type AnswersFile } from '@iexam/domain/answers';
import type { PendingAnswer } from './answer-queue';

export interface AnswersFileInput {
  schoolId: string;
  examId: number;
  examResultId: number;
  examName: string;
  answers: readonly PendingAnswer[];
  writtenAt: Date;
}

/**
 * Issue 5 "download my answers": the answers this tab holds, each with its seq, in the format exam staff load
 * through POST /api/admin/v1/attempts/{examResultId}/answers-file (the highest seq per question wins there too).
 * Not checked against the file's schema here: the download is what is left when saving fails, and it must never fail
 * itself (the server checks the file when staff load it; answers-file.test.ts holds the two together).
 */
export function buildAnswersFile(input: AnswersFileInput): AnswersFile {
  return {
    format: ANSWERS_FILE_FORMAT,
    schoolId: input.schoolId,
    examId: input.examId,
    examResultId: input.examResultId,
    examName: input.examName,
    writtenAt: input.writtenAt.toISOString(),
    answers: input.answers.map(({ subjectId, answer, seq }) => ({ subjectId, answer, seq })),
  };
}

export function answersFileName(file: AnswersFile): string {
  return `answers-${file.schoolId}-${file.examResultId}.json`;
}

/** Saves the file through the browser's download. */
export function downloadAnswersFile(file: AnswersFile): void {
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = answersFileName(file);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address can go after the current task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
