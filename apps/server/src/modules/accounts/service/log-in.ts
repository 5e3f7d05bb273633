import { normaliseUserName } from '@iexam/domain/accounts';
import { AppError } from '@iexam/domain/errors';
import { spendVerifyTime, verifyPassword } from '../passwords';
import { findUserByUserName } from '../repo';
import type { AccountsDeps } from './accounts-deps';
import { startSession } from './start-session';

export async function login(
  deps: AccountsDeps,
  input: { schoolId: string; userName: string; password: string },
  now: Date,
) {
  // Names are stored normalised (issue 35): a fullwidth or decomposed spelling of the name finds its one account.
  const user = await findUserByUserName(deps.db, input.schoolId, normaliseUserName(input.userName));
  if (!user) {
    await spendVerifyTime(input.password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('INVALID_CREDENTIALS');
  return startSession(deps, user, now);
}
