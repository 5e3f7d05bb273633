import { and, sql } from 'drizzle-orm';
import { type AttemptKey, attemptPairs } from '../../db/attempt-lock';
import type { DbOrTx } from '../../db/client';
import { answerLoads, answers } from '../../db/schema';

export interface AnswerRow extends AttemptKey {
  subjectId: number;
  answer: unknown;
  seq: number;
  savedAt: Date;
}

/**
 * DESIGN §5: the one way answers are written (autosave batches, answers files): many saves in one statement; a row changes only for a higher seq
 * (`excluded.seq > answers.seq`), so older, repeated and reordered saves change nothing, whatever the interleaving
 * of concurrent batches. PostgreSQL refuses to touch one row twice in a statement, so `rows` holds at most one
 * save per (attempt, subject): the caller keeps the newest.
 */
export async function upsertAnswers(tx: DbOrTx, rows: AnswerRow[]) {
  if (rows.length === 0) return [];
  const column = (pick: (row: AnswerRow) => string) => sql.param(rows.map(pick));
  // One statement whatever the batch size: each column is one array parameter (see attemptPairs). A cleared
  // answer is stored as JSON null, as jsonb cannot hold a bare SQL null here.
  const result = await tx.execute<{
    school_id: string;
    exam_result_id: number;
    subject_id: number;
    seq: string;
  }>(sql`
    insert into ${answers} (school_id, exam_result_id, subject_id, answer, seq, saved_at)
    select school_id, exam_result_id::int, subject_id::int, answer::jsonb, seq::bigint, saved_at::timestamptz
    from unnest(${column((row) => row.schoolId)}::text[], ${column((row) => String(row.examResultId))}::text[],
      ${column((row) => String(row.subjectId))}::text[], ${column((row) => JSON.stringify(row.answer ?? null))}::text[],
      ${column((row) => String(row.seq))}::text[], ${column((row) => row.savedAt.toISOString())}::text[])
      as saves(school_id, exam_result_id, subject_id, answer, seq, saved_at)
    on conflict (school_id, exam_result_id, subject_id) do update
      set answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at
      where excluded.seq > ${answers}.seq
    returning school_id, exam_result_id, subject_id, seq::text as seq`);
  // Only the rows this statement wrote: a subject whose stored seq was newer is not returned.
  return result.rows.map((row) => ({
    schoolId: row.school_id,
    examResultId: row.exam_result_id,
    subjectId: row.subject_id,
    seq: Number(row.seq),
  }));
}

/** The stored seqs of some subjects of some attempts (those a batch did not write), for the acknowledgements. */
export async function findStoredSeqsOf(tx: DbOrTx, keys: AttemptKey[], subjectIds: number[]) {
  if (keys.length === 0 || subjectIds.length === 0) return [];
  return tx
    .select({
      schoolId: answers.schoolId,
      examResultId: answers.examResultId,
      subjectId: answers.subjectId,
      seq: answers.seq,
    })
    .from(answers)
    .where(
      and(
        sql`(${answers.schoolId}, ${answers.examResultId}) in ${attemptPairs(keys)}`,
        sql`${answers.subjectId} = any(${sql.param(subjectIds.map(String))}::text[]::int[])`,
      ),
    );
}

/** Who loaded an answers file into an attempt, when, and how much of it was newer (docs/decisions/0012). */
export async function insertAnswerLoad(tx: DbOrTx, values: typeof answerLoads.$inferInsert) {
  await tx.insert(answerLoads).values(values);
}
