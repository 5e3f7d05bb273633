import { findUserNameClashes, type UserNameClash } from '@iexam/domain/accounts';
import type { DbOrTx } from '../../../db/client';
import { findUserNames, lockUserNames } from '../repo';

/**
 * The clashes of new accounts' names (normalised) with the school's names and with each other (issue 35). Called in
 * the transaction that creates them: the school's names stay locked until it ends, so a look-alike made meanwhile by
 * another request waits and is then refused.
 */
export async function findNewUserNameClashes(
  tx: DbOrTx,
  schoolId: string,
  newNames: readonly string[],
): Promise<UserNameClash[]> {
  if (newNames.length === 0) return [];
  await lockUserNames(tx, schoolId);
  return findUserNameClashes(newNames, await findUserNames(tx, schoolId));
}
