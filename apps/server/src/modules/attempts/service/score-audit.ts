import type { Staff } from '../../../access/who';
import { lockAttempt } from '../../../db/attempt-lock';
import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../admin/audit';
import { findAnswers, findSubjectsOfPaper } from '../repo';

/** The staff member a change of scores is written down for: whoever asked for it. */
type Actor = Pick<Staff, 'schoolId' | 'userId'>;

/** An attempt's scores at one moment: its total, and each saved answer's score (null while it waits for a grade). */
export interface AttemptScores {
  examResultId: number;
  examId: number;
  paperId: number;
  total: number | null;
  bySubject: ReadonlyMap<number, number | null>;
}

/** Reads an attempt's scores under its lock (taken here if the caller has not yet: the transaction holds it on). */
export async function readScores(
  tx: DbOrTx,
  schoolId: string,
  examResultId: number,
): Promise<AttemptScores | undefined> {
  const attempt = await lockAttempt(tx, schoolId, examResultId);
  if (!attempt) return undefined;
  const saved = await findAnswers(tx, schoolId, examResultId);
  return {
    examResultId,
    examId: attempt.examId,
    paperId: attempt.paperId,
    total: attempt.score,
    bySubject: new Map(saved.map((row) => [row.subjectId, row.score])),
  };
}

/**
 * Issue 40: what a staff action did to an attempt's scores, written to the audit log in the action's transaction
 * (read `before` with readScores first). One entry per subject whose score moved, with its old and new score and the
 * attempt's old and new total; `subjectId` gets its entry even when its score stayed (a grade given again is still a
 * grade given). Target `attempt:<examResultId>`, so the console's audit page finds an attempt's whole history.
 */
export async function auditScoreChanges(
  tx: DbOrTx,
  actor: Actor,
  before: AttemptScores | undefined,
  entry: { action: string; subjectId?: number; detail?: Record<string, unknown> },
): Promise<void> {
  if (!before) return;
  const after = await readScores(tx, actor.schoolId, before.examResultId);
  if (!after) return;
  const subjectIds = new Set([...before.bySubject.keys(), ...after.bySubject.keys()]);
  const moved = [...subjectIds].filter(
    (subjectId) =>
      subjectId === entry.subjectId ||
      (before.bySubject.get(subjectId) ?? null) !== (after.bySubject.get(subjectId) ?? null),
  );
  if (moved.length === 0) return;
  const keyOf = new Map(
    (await findSubjectsOfPaper(tx, actor.schoolId, before.paperId)).map((subject) => [
      subject.id,
      subject.key,
    ]),
  );
  for (const subjectId of moved)
    await recordAudit(tx, actor, {
      action: entry.action,
      target: `attempt:${before.examResultId}`,
      detail: {
        examId: before.examId,
        examResultId: before.examResultId,
        subjectId,
        subjectKey: keyOf.get(subjectId) ?? null,
        oldScore: before.bySubject.get(subjectId) ?? null,
        newScore: after.bySubject.get(subjectId) ?? null,
        oldTotal: before.total,
        newTotal: after.total,
        ...entry.detail,
      },
    });
}
