import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginCodes } from '../../db/schema';

/** Stores an account's one-time login code, replacing any it had (used, expired or live): one per account. */
export async function replaceLoginCode(
  tx: DbOrTx,
  schoolId: string,
  row: { userId: number; codeHash: string; issuedBy: number; createdAt: Date; expiresAt: Date },
) {
  const fresh = { ...row, usedAt: null };
  await tx
    .insert(loginCodes)
    .values({ schoolId, ...fresh })
    .onConflictDoUpdate({ target: [loginCodes.schoolId, loginCodes.userId], set: fresh });
}

/**
 * Spends the account's code if it is this one, unused and not expired, in one statement: of two logins sending the
 * same code at once, exactly one gets the row back.
 */
export async function spendLoginCode(
  db: DbOrTx,
  schoolId: string,
  userId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginCodes.schoolId, schoolId),
        eq(loginCodes.userId, userId),
        eq(loginCodes.codeHash, codeHash),
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .returning({ userId: loginCodes.userId });
  return spent.length === 1;
}
