import { AppError } from '@iexam/domain/errors';
import { findUserById } from '../repo';
import type { AccountsDeps } from './accounts-deps';
import { presentAccount } from './present-account';

export async function getAccount(deps: AccountsDeps, principal: { schoolId: string; userId: number }) {
  const user = await findUserById(deps.db, principal.schoolId, principal.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return presentAccount(user);
}
