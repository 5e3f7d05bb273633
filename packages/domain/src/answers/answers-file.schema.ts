import { z } from 'zod';
import { rowId } from '../ids';
import { ANSWERS_FILE_FORMAT } from './answers-file-format';
import { answerEntrySchema } from './save-answers.schema';
import { MAX_ANSWERS_PER_SAVE } from './save-rules';

/**
 * "Download my answers" (issue 5): the answers a candidate could not send, as a file that exam staff load into the
 * attempt later. The candidate's browser wrote it, so it is evidence for staff to judge, not proof: loading it is an
 * exam admin's act and is recorded with their name.
 */
export const answersFileSchema = z.object({
  format: z.literal(ANSWERS_FILE_FORMAT),
  schoolId: z.string().min(1).max(40),
  examId: rowId(),
  examResultId: rowId(),
  examName: z.string().max(500).default(''),
  /** The browser's clock when the file was written: shown to staff, never trusted for timing. */
  writtenAt: z.string().max(40),
  answers: z.array(answerEntrySchema).max(MAX_ANSWERS_PER_SAVE * 10),
});
export type AnswersFile = z.infer<typeof answersFileSchema>;
