import { AppError } from '@iexam/domain/errors';
import { OPEN_USER_STATUS_REFUSED } from '@iexam/domain/exam-info';
import type { Db } from '../../../db/client';
import { isSameSecret, normaliseContact, normaliseName } from '../identity';
import { markOpenCandidateChecked } from '../repo';
import type { GuessCounter } from './guess-counter';
import type { IssueOpenToken } from './open-token';
import { resolveCountedCode } from './resolve-counted-code';

/**
 * personalVerify (issue 7): the visitor confirms the name and contact the school registered for their code. Both
 * must match (compared in constant time after normalising); a mismatch is refused and counted against the
 * identity's own try limit, an unknown code against the shared open-code budget. A match marks the identity
 * checked and issues the token.
 */
export async function verifyPersonalIdentity(
  db: Db,
  schoolId: string,
  input: { examId: number; identifyCode: string; name: string; contact: string },
  guesses: { codes: GuessCounter; identity: GuessCounter },
  issueToken: IssueOpenToken,
) {
  await guesses.identity.assertAllowed();
  const candidate = await resolveCountedCode(db, schoolId, input, guesses.codes);
  if (candidate.userStatus === OPEN_USER_STATUS_REFUSED) throw new AppError('OPEN_CANDIDATE_REFUSED');
  const isNameRight = isSameSecret(normaliseName(input.name), normaliseName(candidate.name));
  const isContactRight = isSameSecret(normaliseContact(input.contact), normaliseContact(candidate.contact));
  if (!isNameRight || !isContactRight) {
    await guesses.identity.recordFailure();
    throw new AppError('IDENTITY_MISMATCH');
  }
  await markOpenCandidateChecked(db, schoolId, candidate.id);
  return { identifyCode: candidate.identifyCode, userId: candidate.id, token: await issueToken(candidate) };
}
