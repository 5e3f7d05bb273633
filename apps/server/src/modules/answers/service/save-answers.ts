import { answerEntryIssues, newestPerSubject, type SaveAnswersBody } from '@iexam/domain/answers';
import { AppError } from '@iexam/domain/errors';
import type { Candidate } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import type { AnswerSaveBatcher } from './answer-save-batcher';
import { refuseEntryIssues } from './entry-issues';

/**
 * DESIGN §5 answer save: the newest seq of each subject is kept; older or repeated saves change nothing and still
 * answer 200. Saves are refused once the attempt is handed in (or past its deadline and grace) and from a client
 * the attempt was taken over from. The attempt row is locked for the write, so a hand-in (sweep, candidate, switch
 * rule) and a save never interleave: an acknowledged answer is in the attempt that was graded.
 *
 * The write goes through the app's save batcher (answer-save-batcher.ts): concurrent saves share one transaction
 * and one upsert, each checked on its own, and this resolves only after that transaction committed.
 */
export async function saveAnswers(
  db: Db,
  batcher: AnswerSaveBatcher,
  candidate: Candidate,
  body: SaveAnswersBody,
  now: Date,
) {
  const outcome = await batcher.submit({
    candidate,
    examResultId: body.examResultId,
    clientId: body.clientId,
    now,
    saves: newestPerSubject(body.answers),
    validate: (typeOf) => refuseEntryIssues(answerEntryIssues(body.answers, typeOf)),
  });
  if (outcome === 'overdue') {
    await requireAccess(db, candidate, { attempt: body.examResultId }, now);
    throw new AppError('ATTEMPT_SUBMITTED');
  }
  return { acknowledged: outcome, savedAt: now.toISOString() };
}
