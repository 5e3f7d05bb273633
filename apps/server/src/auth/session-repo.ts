import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { authSessions } from '../db/schema';

export async function isAuthSessionLive(db: DbOrTx, schoolId: string, sessionId: string, now: Date) {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.schoolId, schoolId),
        eq(authSessions.id, sessionId),
        gt(authSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
