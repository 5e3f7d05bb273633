import { AppError } from '@iexam/domain/errors';
import { commonCodeRefusal } from '@iexam/domain/exam-info';
import type { Db } from '../../../db/client';
import { isSameSecret, newIdentifyCode } from '../identity';
import { insertOpenCandidate } from '../repo';
import {
  type CommonCodeTarget,
  countCommonCodeIdentities,
  findCommonCodeTarget,
  lockCommonCode,
} from '../repo-common-code';
import type { GuessCounter } from './guess-counter';
import type { IssueOpenToken } from './open-token';

/**
 * sessionCommonVerify / examCommonVerify (issue 7): a link without personal codes carries a shared code for the
 * exam or one session. Whoever gives it, with a name and contact, gets a fresh identifyCode of their own (checked:
 * they just said who they are) and the token, as long as the exam admits visitors without a login, the code's
 * window is open and its cap is not reached (docs/decisions/0013). Wrong codes draw on the open-code budget of the
 * exam (`guessesAt`), like unknown identifyCodes.
 */
export async function verifyCommonCode(
  db: Db,
  schoolId: string,
  target: CommonCodeTarget,
  input: { commonCode: string; name: string; contact: string },
  guessesAt: (examId: number | undefined) => GuessCounter,
  issueToken: IssueOpenToken,
  now: Date,
) {
  await guessesAt('examId' in target ? target.examId : undefined).assertAllowed();
  const found = await findCommonCodeTarget(db, schoolId, target);
  if (!found) throw new AppError('NOT_FOUND');
  const guesses = guessesAt(found.examId);
  await guesses.assertAllowed();
  const candidate = await db.transaction(async (tx) => {
    // Counted and inserted under one lock per code: concurrent visitors cannot pass the cap together.
    await lockCommonCode(tx, schoolId, found.examId, found.sessionId);
    const issued = await countCommonCodeIdentities(tx, schoolId, found.examId, found.sessionId);
    const refusal = commonCodeRefusal({ ...found, now, issued });
    if (refusal) throw new AppError(refusal);
    if (!found.commonCode || !isSameSecret(input.commonCode.trim(), found.commonCode)) {
      await guesses.recordFailure();
      throw new AppError('COMMON_CODE_WRONG', { field: 'commonCode' });
    }
    return insertOpenCandidate(tx, {
      schoolId,
      examId: found.examId,
      sessionId: found.sessionId,
      identifyCode: newIdentifyCode(),
      name: input.name.trim(),
      contact: input.contact.trim(),
      isChecked: true,
      viaCommonCode: true,
    });
  });
  return { identifyCode: candidate.identifyCode, userId: candidate.id, token: await issueToken(candidate) };
}
