import { admitSave } from '@iexam/domain/attempts';
import { AppError } from '@iexam/domain/errors';
import type { SubjectType } from '@iexam/domain/subjects';
import { requireOwnAttemptRow } from '../../../access/attempt-access';
import type { Candidate } from '../../../access/candidate';
import { type AttemptKey, lockAttempts } from '../../../db/attempt-lock';
import type { Db, DbOrTx } from '../../../db/client';
import { subjectTypesOfPaper } from '../../attempts/service/paper-subjects';
import { type AnswerRow, findStoredSeqsOf, upsertAnswers } from '../repo';

/** One save request as the batch sees it: its subjects' newest entries, already reduced per subject. */
export interface SaveRequest {
  candidate: Candidate;
  examResultId: number;
  clientId: string;
  now: Date;
  saves: { subjectId: number; answer: unknown; seq: number }[];
  /** Checks the entries against the paper's subject types; throws the request's own 400. */
  validate(typeOf: ReadonlyMap<number, SubjectType>): void;
}

/** The stored seq per saved subject (committed), or `overdue`: the caller hands the attempt in and refuses. */
export type SaveOutcome = { subjectId: number; seq: number }[] | 'overdue';

interface Pending {
  request: SaveRequest;
  resolve(outcome: SaveOutcome): void;
  reject(error: unknown): void;
}

/**
 * Transactions of batched saves in flight at once per process. One would serialise every save behind one commit
 * (the fsync); a few keep the database busy while the next batch gathers, and leave the rest of the pool to reads.
 */
export const CONCURRENT_SAVE_BATCHES = 4;
/** Answers per batch: bounded so one statement stays far below PostgreSQL's 65,535 parameters (6 per answer). */
export const MAX_BATCH_ANSWERS = 2_000;

const keyOf = (schoolId: string, examResultId: number, subjectId: number) =>
  `${schoolId}:${examResultId}:${subjectId}`;

/** The request's own guards, in the order saveAnswers always had them, against its locked attempt row. */
async function admit(
  db: Db,
  tx: DbOrTx,
  request: SaveRequest,
  locked: Awaited<ReturnType<typeof lockAttempts>>[number] | undefined,
): Promise<'accept' | 'overdue'> {
  const row = requireOwnAttemptRow(locked, request.candidate);
  request.validate(await subjectTypesOfPaper(db, row.schoolId, row.paperId, tx));
  // Overdue: handed in by the caller, outside this transaction, stamped with its deadline.
  const admission = admitSave(row, request.clientId, request.now);
  if (admission.verdict === 'refuse') throw new AppError(admission.error);
  return admission.verdict;
}

/**
 * Writes a batch in one transaction: lock the attempts, admit each request on its own (a refused one changes
 * nothing and does not disturb the others), one upsert of the newest save per (attempt, subject), then read the
 * stored seq of subjects a newer save already held. Outcomes are settled only after the commit, so nothing is
 * acknowledged that is not durable; if the transaction fails, every request in it fails.
 */
async function writeBatch(db: Db, batch: Pending[]) {
  const settled = await db.transaction(async (tx) => {
    const keys = new Map<string, AttemptKey>();
    for (const { request } of batch)
      keys.set(`${request.candidate.schoolId}:${request.examResultId}`, {
        schoolId: request.candidate.schoolId,
        examResultId: request.examResultId,
      });
    const locked = new Map(
      (await lockAttempts(tx, [...keys.values()])).map((row) => [`${row.schoolId}:${row.id}`, row]),
    );

    const verdicts: ({ kind: 'accept' | 'overdue' } | { kind: 'refuse'; error: unknown })[] = [];
    const newest = new Map<string, AnswerRow>();
    for (const { request } of batch) {
      const { schoolId } = request.candidate;
      try {
        const kind = await admit(db, tx, request, locked.get(`${schoolId}:${request.examResultId}`));
        verdicts.push({ kind });
        if (kind === 'overdue') continue;
        for (const save of request.saves) {
          const key = keyOf(schoolId, request.examResultId, save.subjectId);
          const held = newest.get(key);
          // An equal seq is a repeat: the first one stands, as it would have in the table.
          if (!held || save.seq > held.seq)
            newest.set(key, { schoolId, examResultId: request.examResultId, ...save, savedAt: request.now });
        }
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        verdicts.push({ kind: 'refuse', error });
      }
    }

    const stored = new Map<string, number>();
    for (const row of await upsertAnswers(tx, [...newest.values()]))
      stored.set(keyOf(row.schoolId, row.examResultId, row.subjectId), row.seq);
    const unwritten = [...newest.values()].filter(
      (row) => !stored.has(keyOf(row.schoolId, row.examResultId, row.subjectId)),
    );
    const unwrittenAttempts = new Map(unwritten.map((row) => [`${row.schoolId}:${row.examResultId}`, row]));
    const rows = await findStoredSeqsOf(
      tx,
      [...unwrittenAttempts.values()],
      [...new Set(unwritten.map((row) => row.subjectId))],
    );
    for (const row of rows) {
      const key = keyOf(row.schoolId, row.examResultId, row.subjectId);
      if (!stored.has(key)) stored.set(key, row.seq);
    }
    return { verdicts, stored };
  });

  for (const [index, { request, resolve, reject }] of batch.entries()) {
    const verdict = settled.verdicts[index];
    if (!verdict || verdict.kind === 'refuse') {
      reject(verdict?.error);
      continue;
    }
    if (verdict.kind === 'overdue') {
      resolve('overdue');
      continue;
    }
    const { schoolId } = request.candidate;
    resolve(
      request.saves.flatMap((save) => {
        const seq = settled.stored.get(keyOf(schoolId, request.examResultId, save.subjectId));
        return seq === undefined ? [] : [{ subjectId: save.subjectId, seq }];
      }),
    );
  }
}

/**
 * DESIGN §5 answer save, coalesced: saves that arrive while earlier batches are being written wait and go in
 * together, so at 500 candidates saving at once the database sees a few transactions instead of 500. A save that
 * arrives when a batch slot is free starts at once (after the current tick, to catch its neighbours).
 */
export class AnswerSaveBatcher {
  private readonly queue: Pending[] = [];
  private running = 0;
  private isScheduled = false;

  constructor(private readonly db: Db) {}

  /** Save requests waiting for a batch, and batches being written now (the /metrics autosave gauges). */
  get depth(): { queued: number; writing: number } {
    return { queued: this.queue.length, writing: this.running };
  }

  /** Queues a save request for the next batch; settles after that batch committed (or failed). */
  submit(request: SaveRequest): Promise<SaveOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.isScheduled || this.running >= CONCURRENT_SAVE_BATCHES || this.queue.length === 0) return;
    this.isScheduled = true;
    setImmediate(() => {
      this.isScheduled = false;
      this.startBatch();
    });
  }

  private startBatch() {
    if (this.running >= CONCURRENT_SAVE_BATCHES || this.queue.length === 0) return;
    let answers = 0;
    let size = 0;
    while (size < this.queue.length) {
      answers += this.queue[size]?.request.saves.length ?? 0;
      if (size > 0 && answers > MAX_BATCH_ANSWERS) break;
      size += 1;
    }
    const batch = this.queue.splice(0, size);
    this.running += 1;
    writeBatch(this.db, batch)
      .catch((error: unknown) => {
        for (const pending of batch) pending.reject(error);
      })
      .finally(() => {
        this.running -= 1;
        this.schedule();
      });
    this.schedule();
  }
}

/** The app's batcher of answer saves on its database: built by buildApp, so two apps never share a queue. */
export function createAnswerSaveBatcher(db: Db): AnswerSaveBatcher {
  return new AnswerSaveBatcher(db);
}
