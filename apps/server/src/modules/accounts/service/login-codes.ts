import { createHash, randomBytes } from 'node:crypto';
import {
  formatOneTimeLoginCode,
  normaliseOneTimeLoginCode,
  ONE_TIME_LOGIN_CODE_LENGTH,
  ONE_TIME_LOGIN_CODE_TTL_MINUTES,
  oneTimeLoginCodeFromBytes,
} from '@iexam/domain/accounts';
import type { DbOrTx } from '../../../db/client';
import { replaceLoginCode, spendLoginCode } from '../repo-login-codes';

/**
 * The stored form of a code. 50 random bits need no slow hash (nothing to grind through offline that the login would
 * not refuse sooner); the school and account are in it so one row's hash says nothing about another's.
 */
function hashLoginCode(schoolId: string, userId: number, code: string): string {
  return createHash('sha256').update(`login-code\n${schoolId}\n${userId}\n${code}`).digest('hex');
}

/**
 * Issue 35: a new one-time login code for an account, replacing its last one, valid for
 * ONE_TIME_LOGIN_CODE_TTL_MINUTES. Call it inside the transaction that audits it; the code is returned to be shown
 * once and is kept nowhere.
 */
export async function issueLoginCode(
  tx: DbOrTx,
  input: { schoolId: string; userId: number; issuedBy: number },
  now: Date,
) {
  const code = oneTimeLoginCodeFromBytes(randomBytes(ONE_TIME_LOGIN_CODE_LENGTH));
  const expiresAt = new Date(now.getTime() + ONE_TIME_LOGIN_CODE_TTL_MINUTES * 60_000);
  await replaceLoginCode(tx, input.schoolId, {
    userId: input.userId,
    codeHash: hashLoginCode(input.schoolId, input.userId, code),
    issuedBy: input.issuedBy,
    createdAt: now,
    expiresAt,
  });
  return { code: formatOneTimeLoginCode(code), expiresAt };
}

/** Spends the account's code when `typed` is it, unused and unexpired; false for anything else (a typo included). */
export async function spendTypedLoginCode(
  db: DbOrTx,
  schoolId: string,
  userId: number,
  typed: string,
  now: Date,
): Promise<boolean> {
  const code = normaliseOneTimeLoginCode(typed);
  if (code === undefined) return false;
  return spendLoginCode(db, schoolId, userId, hashLoginCode(schoolId, userId, code), now);
}
