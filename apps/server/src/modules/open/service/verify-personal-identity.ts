import { AppError } from '@iexam/domain/errors';
import { identityDetailChecks, OPEN_USER_STATUS_REFUSED } from '@iexam/domain/exam-info';
import type { Db } from '../../../db/client';
import { isSameSecret, normaliseContact, normaliseName } from '../identity';
import { lockOpenCandidate, markOpenCandidateChecked } from '../repo';
import type { GuessCounter } from './guess-counter';
import type { IssueOpenToken } from './open-token';
import { resolveCountedCode } from './resolve-counted-code';

const normalise = { name: normaliseName, contact: normaliseContact };

/**
 * personalVerify (issue 7): the visitor gives a name and contact for their code. What the school registered must
 * match (compared in constant time after normalising); what it did not register is recorded with the link (issue
 * 40: links generated in the console register no contact). A mismatch is refused, records nothing and is counted
 * against the identity's own try limit, an unknown code against the shared open-code budget. A match marks the
 * identity checked and issues the token. The row is locked, so two first visits of one link cannot both record.
 */
export async function verifyPersonalIdentity(
  db: Db,
  schoolId: string,
  input: { examId: number; identifyCode: string; name: string; contact: string },
  guesses: { codes: GuessCounter; identity: GuessCounter },
  issueToken: IssueOpenToken,
) {
  await guesses.identity.assertAllowed();
  const found = await resolveCountedCode(db, schoolId, input, guesses.codes);
  const checked = await db.transaction(async (tx) => {
    const candidate = await lockOpenCandidate(tx, schoolId, found.id);
    if (candidate.userStatus === OPEN_USER_STATUS_REFUSED) throw new AppError('OPEN_CANDIDATE_REFUSED');
    const checks = identityDetailChecks(candidate);
    const recorded: { name?: string; contact?: string } = {};
    let isRight = true;
    for (const detail of ['name', 'contact'] as const) {
      const given = input[detail].trim();
      // Both are compared whatever the first gave, so the time taken does not tell which one was wrong.
      const isSame = isSameSecret(normalise[detail](given), normalise[detail](candidate[detail]));
      if (checks[detail] === 'record') recorded[detail] = given;
      else isRight = isSame && isRight;
    }
    if (!isRight) return null;
    await markOpenCandidateChecked(tx, schoolId, candidate.id, recorded);
    return candidate;
  });
  if (!checked) {
    await guesses.identity.recordFailure();
    throw new AppError('IDENTITY_MISMATCH');
  }
  return { identifyCode: checked.identifyCode, userId: checked.id, token: await issueToken(checked) };
}
