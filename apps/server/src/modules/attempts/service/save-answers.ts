import { answerSchemaFor, newestPerSubject, type SaveAnswersBody } from '@iexam/domain/answers';
import { AppError } from '@iexam/domain/errors';
import type { SubjectType } from '@iexam/domain/subjects';
import type { Candidate } from '../../../access/candidate';
import type { Db } from '../../../db/client';
import { submitSave } from './answer-save-batch';
import { requireOwnAttempt } from './attempt-access';

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
 * The write goes through the process's save batcher (answer-save-batch.ts): concurrent saves share one transaction
 * and one upsert, each checked on its own, and this resolves only after that transaction committed.
 */
export async function saveAnswers(db: Db, candidate: Candidate, body: SaveAnswersBody, now: Date) {
  const outcome = await submitSave(db, {
    candidate,
    examResultId: body.examResultId,
    clientId: body.clientId,
    now,
    saves: newestPerSubject(body.answers),
    validate: (typeOf) => validateEntries(body, typeOf),
  });
  if (outcome === 'overdue') {
    await requireOwnAttempt(db, candidate, body.examResultId, now);
    throw new AppError('ATTEMPT_SUBMITTED');
  }
  return { acknowledged: outcome, savedAt: now.toISOString() };
}
