import { answerSchemaFor, newestPerSubject, type SaveAnswersBody } from '@iexam/domain/answers';
import { isOverdue, isWithinSaveWindow } from '@iexam/domain/attempts';
import { AppError } from '@iexam/domain/errors';
import type { SubjectType } from '@iexam/domain/subjects';
import type { Db } from '../../../db/client';
import { applyAnswerSaves, findStoredSeqs, lockOwnAttemptForWrite } from '../repo';
import { requireOwnAttempt } from './attempt-access';
import type { Candidate } from './candidate';
import { subjectTypesOfPaper } from './paper-subjects';

/** Every entry's subject belongs to the attempt's paper and its answer has that subject's shape; all named at once. */
function validateEntries(body: SaveAnswersBody, typeOf: ReadonlyMap<number, SubjectType>) {
  const issues = body.answers.flatMap((entry, index) => {
    const type = typeOf.get(entry.subjectId);
    if (type === undefined)
      return [{ path: `answers[${index}].subjectId`, message: 'not a subject of this paper' }];
    const parsed = answerSchemaFor(type).safeParse(entry.answer);
    return parsed.success
      ? []
      : [{ path: `answers[${index}].answer`, message: parsed.error.issues[0]?.message ?? 'not valid' }];
  });
  if (issues.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      issues,
      field: issues[0]?.path,
      message: issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '),
    });
}

/**
 * DESIGN §5 answer save: the newest seq of each subject is kept; older or repeated saves change nothing and still
 * answer 200. Saves are refused once the attempt is handed in (or past its deadline and grace) and from a client
 * the attempt was taken over from. The attempt row is locked for the write, so a hand-in (sweep, candidate, switch
 * rule) and a save never interleave: an acknowledged answer is in the attempt that was graded.
 *
 * One transaction does it all: the locked read proves the attempt is the candidate's and open, the paper's subject
 * types come from the per-process paper cache, and the upsert returns the seqs it wrote, so only subjects whose
 * stored seq was newer are read back. The reply is sent after the commit.
 */
export async function saveAnswers(db: Db, candidate: Candidate, body: SaveAnswersBody, now: Date) {
  const saves = newestPerSubject(body.answers);
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockOwnAttemptForWrite(tx, candidate.schoolId, body.examResultId, candidate.ref);
    if (!locked) throw new AppError('NOT_FOUND');
    validateEntries(body, await subjectTypesOfPaper(db, candidate.schoolId, locked.paperId, tx));
    // Overdue: handed in below, outside this transaction, stamped with its deadline.
    if (locked.status === 'in_progress' && isOverdue(locked.deadline, now)) return undefined;
    if (locked.status !== 'in_progress' || !isWithinSaveWindow(locked.deadline, now))
      throw new AppError('ATTEMPT_SUBMITTED');
    if (locked.activeClientId && locked.activeClientId !== body.clientId)
      throw new AppError('ATTEMPT_TAKEN_OVER');
    const written = await applyAnswerSaves(tx, candidate.schoolId, locked.id, saves, now);
    const writtenIds = new Set(written.map((row) => row.subjectId));
    const kept = saves.filter((save) => !writtenIds.has(save.subjectId)).map((save) => save.subjectId);
    const stored = await findStoredSeqs(tx, candidate.schoolId, locked.id, kept);
    return [...written, ...stored];
  });
  if (outcome === undefined) {
    await requireOwnAttempt(db, candidate, body.examResultId, now);
    throw new AppError('ATTEMPT_SUBMITTED');
  }
  return { acknowledged: outcome, savedAt: now.toISOString() };
}
