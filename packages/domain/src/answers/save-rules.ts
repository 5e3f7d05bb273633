// The rules of an answer save that the browser applies too, apart from the save's schema (save-answers.schema.ts):
// the answer page loads zod only to parse something (issue 22).

/** At most this many answers in one save; the client batches within it. */
export const MAX_ANSWERS_PER_SAVE = 100;

/** The newest save of each subject in a batch (a batch may repeat a subject): what is sent to the database. */
export function newestPerSubject<T extends { subjectId: number; seq: number }>(entries: readonly T[]): T[] {
  const newest = new Map<number, T>();
  for (const entry of entries) {
    const current = newest.get(entry.subjectId);
    if (!current || entry.seq > current.seq) newest.set(entry.subjectId, entry);
  }
  return [...newest.values()];
}
