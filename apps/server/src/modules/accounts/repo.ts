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
