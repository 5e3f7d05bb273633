import { desc, sql } from 'drizzle-orm';
import type { Staff } from '../../access/who';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/matching';
import { auditLog, users } from '../../db/schema';
import type { AuditEntry } from '../../db/schema/audit-log';

/**
 * Writes who did what to the audit log. Call it with the transaction that makes the change: the entry and the change
 * commit together or not at all. The actor's user name is copied from the account at that moment.
 */
export async function recordAudit(
  tx: DbOrTx,
  staff: Pick<Staff, 'schoolId' | 'userId'>,
  entry: AuditEntry,
): Promise<void> {
  const actor = sql<string>`coalesce((select ${users.userName} from ${users} where ${matching(users, { schoolId: staff.schoolId, id: staff.userId })}), '')`;
  await tx.insert(auditLog).values({ schoolId: staff.schoolId, userId: staff.userId, actor, ...entry });
}

/** A school's newest audit entries first, optionally of one target. */
export async function readAudit(db: DbOrTx, schoolId: string, options: { limit: number; target?: string }) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: auditLog.actor,
      action: auditLog.action,
      target: auditLog.target,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .where(
      matching(auditLog, {
        schoolId,
        ...(options.target === undefined ? {} : { target: options.target }),
      }),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(options.limit);
}
