import { AppError } from '@iexam/domain/errors';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../admin/audit';
import { deleteBankSubject } from '../repo';

/** Papers hold their own copies, so deleting a bank subject changes no paper. */
export async function deleteBankEntry(db: Db, staff: Staff, key: string) {
  await db.transaction(async (tx) => {
    if (!(await deleteBankSubject(tx, staff.schoolId, key))) throw new AppError('NOT_FOUND');
    await recordAudit(tx, staff, { action: 'bank.delete', target: `bank:${key}`, detail: {} });
  });
}
