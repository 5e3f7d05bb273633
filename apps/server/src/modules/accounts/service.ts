import { randomUUID } from 'node:crypto';
import { AppError } from '@iexam/domain/errors';
import { type LiveSessions, revokeAuthSession } from '../../auth/live-sessions';
import type { TokenSigner } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { spendVerifyTime, verifyPassword } from './passwords';
import { findUserById, findUserByUserName, insertAuthSession } from './repo';

export interface AccountsDeps {
  db: Db;
  signer: TokenSigner;
  sessionTtlHours: number;
}

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;
/** The fields a session and the account view need; tests pass factory rows of this shape. */
export type AccountFields = Pick<
  UserRow,
  | 'id'
  | 'schoolId'
  | 'userName'
  | 'realName'
  | 'nickName'
  | 'mobile'
  | 'avatarUrl'
  | 'userCode'
  | 'w3Account'
  | 'role'
  | 'isSchoolLedBooking'
>;

/** SPEC §3 User account info, plus what the web needs to route by role and school. */
export function presentAccount(user: AccountFields) {
  return {
    id: user.id,
    userName: user.userName,
    realName: user.realName,
    nickName: user.nickName,
    mobile: user.mobile,
    avatarUrl: user.avatarUrl,
    userCode: user.userCode,
    w3Account: user.w3Account,
    role: user.role,
    schoolId: user.schoolId,
    /** SPEC §6: the school books for this user; the page warns before any booking form. */
    isSchoolLedBooking: user.isSchoolLedBooking,
  };
}

export async function login(
  deps: AccountsDeps,
  input: { schoolId: string; userName: string; password: string },
  now: Date,
) {
  const user = await findUserByUserName(deps.db, input.schoolId, input.userName);
  if (!user) {
    await spendVerifyTime(input.password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('INVALID_CREDENTIALS');
  return startSession(deps, user, now);
}

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

export async function logout(
  deps: AccountsDeps & { liveSessions: LiveSessions },
  principal: { schoolId: string; sessionId: string },
) {
  await revokeAuthSession(deps.db, principal.schoolId, principal.sessionId);
  deps.liveSessions.forget(principal.schoolId, principal.sessionId);
}

export async function getAccount(deps: AccountsDeps, principal: { schoolId: string; userId: number }) {
  const user = await findUserById(deps.db, principal.schoolId, principal.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return presentAccount(user);
}
