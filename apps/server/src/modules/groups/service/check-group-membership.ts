import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../../db/client';
import { isMemberOfAny } from '../repo';

/** Whether the logged-in candidate belongs to any of the groups. */
export async function checkGroupMembership(
  db: Db,
  principal: { schoolId: string; userId: number },
  input: { groupIds: number[]; userId: number | undefined },
) {
  // A candidate may ask about themself only: group lists of others are not theirs to probe.
  if (input.userId !== undefined && input.userId !== principal.userId)
    throw new AppError('FORBIDDEN', {
      field: 'userId',
      message: 'userId: is not the logged-in candidate',
    });
  return isMemberOfAny(db, principal.schoolId, input.groupIds, principal.userId);
}
