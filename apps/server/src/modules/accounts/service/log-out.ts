import { type LiveSessions, revokeAuthSession } from '../../../auth/live-sessions';
import type { AccountsDeps } from './accounts-deps';

export async function logout(
  deps: AccountsDeps & { liveSessions: LiveSessions },
  principal: { schoolId: string; sessionId: string },
) {
  await revokeAuthSession(deps.db, principal.schoolId, principal.sessionId);
  deps.liveSessions.forget(principal.schoolId, principal.sessionId);
}
