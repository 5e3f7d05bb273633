import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSettings } from '../db/schema';

const TOKEN_SECRET_KEY = 'token_secret';

/**
 * The token secret: SESSION_SECRET when set, else one generated on first start and kept in the database, so a
 * restart keeps everyone logged in and every process behind a load balancer verifies the same tokens.
 */
export async function resolveTokenSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSettings)
    .values({ key: TOKEN_SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, TOKEN_SECRET_KEY));
  if (!row) throw new Error('token secret could not be stored');
  return row.value;
}
