import { z } from 'zod';
import { rowId } from '../ids';

/** At most this many answers in one save; the client batches within it. */
export const MAX_ANSWERS_PER_SAVE = 100;

/**
 * DESIGN §5 answer save: each entry carries a per-question sequence number; the server keeps the highest. The
 * answer's shape is checked against its subject on the server (answer-shape.ts).
 */
/** One answer of one subject with its sequence number. */
export const answerEntrySchema = z.object({
  subjectId: rowId(),
  answer: z.unknown(),
  seq: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});

export const saveAnswersBodySchema = z.object({
  examResultId: rowId(),
  /** The browser tab that holds the attempt (one active client per attempt). */
  clientId: z.string().min(8).max(64),
  answers: z.array(answerEntrySchema).min(1).max(MAX_ANSWERS_PER_SAVE),
});
export type SaveAnswersBody = z.infer<typeof saveAnswersBodySchema>;

/** The newest save of each subject in a batch (a batch may repeat a subject): what is sent to the database. */
export function newestPerSubject<T extends { subjectId: number; seq: number }>(entries: readonly T[]): T[] {
  const newest = new Map<number, T>();
  for (const entry of entries) {
    const current = newest.get(entry.subjectId);
    if (!current || entry.seq > current.seq) newest.set(entry.subjectId, entry);
  }
  return [...newest.values()];
}

/** DESIGN §5: a save replaces the stored answer only with a higher sequence number; older or repeated ones change nothing. */
export function shouldApplySave(storedSeq: number | null | undefined, incomingSeq: number): boolean {
  return storedSeq === null || storedSeq === undefined || incomingSeq > storedSeq;
}
