import { randomUUID } from 'node:crypto';
import { insertAuthSession } from '../repo';
import type { AccountsDeps } from './accounts-deps';
import { type AccountFields, presentAccount } from './present-account';

/** Opens a login session for a verified user and signs its token. */
export async function startSession(deps: AccountsDeps, user: AccountFields, now: Date) {
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + deps.sessionTtlHours * 3_600_000);
  await insertAuthSession(deps.db, user.schoolId, { id: sessionId, userId: user.id, expiresAt });
  const token = await deps.signer.sign(
    { typ: 'user', schoolId: user.schoolId, userId: user.id, role: user.role, sessionId },
    expiresAt,
  );
  return { token, expiresAt, user: presentAccount(user) };
}
