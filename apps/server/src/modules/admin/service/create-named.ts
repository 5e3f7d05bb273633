import { schoolWords } from '@iexam/domain/exam-definition';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { recordAudit } from '../audit';
import { findNamedId, insertNamed, type NamedTable } from '../repo-groups';
import { validationFailed } from './exam-input';

/**
 * A new group, knowledge point or ability dimension of the school (`what` names it in the audit log and messages);
 * its key must be new.
 */
export async function createNamed(
  db: Db,
  staff: Staff,
  table: NamedTable,
  what: 'group' | 'knowledgePoint' | 'abilityDimension',
  entry: { key: string; name: string },
) {
  if ((await findNamedId(db, table, staff.schoolId, entry.key)) !== undefined)
    throw validationFailed(
      [{ path: 'key', ...schoolWords.say(`keyTaken.${what}`, { key: entry.key }) }],
      `the ${what}`,
    );
  await db.transaction(async (tx) => {
    await insertNamed(tx, table, { schoolId: staff.schoolId, ...entry });
    await recordAudit(tx, staff, {
      action: `${what}.create`,
      target: `${what}:${entry.key}`,
      detail: { ...entry },
    });
  });
  return { key: entry.key };
}
