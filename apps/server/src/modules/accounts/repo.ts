import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/matching';
import { authSessions, users } from '../../db/schema';

export async function findUserByUserName(db: DbOrTx, schoolId: string, userName: string) {
  const [row] = await db.select().from(users).where(matching(users, { schoolId, userName })).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, schoolId: string, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(matching(users, { schoolId, id: userId }))
    .limit(1);
  return row;
}

export async function insertAuthSession(
  db: DbOrTx,
  schoolId: string,
  session: { id: string; userId: number; expiresAt: Date },
) {
  await db.insert(authSessions).values({ schoolId, ...session });
}

/**
 * Holds the school's user names until the transaction ends: two creations that would look alike cannot both pass
 * the check (a unique index cannot compare skeletons).
 */
export async function lockUserNames(tx: DbOrTx, schoolId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user-names:${schoolId}`}))`);
}

/** Every user name of the school. */
export async function findUserNames(db: DbOrTx, schoolId: string) {
  const rows = await db.select({ userName: users.userName }).from(users).where(eq(users.schoolId, schoolId));
  return rows.map((row) => row.userName);
}
