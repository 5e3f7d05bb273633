import { queryOptions } from '@tanstack/react-query';
import { forgetOfflineCopies, withOfflineCopy } from '@/lib/offline-copy';
import { apiRequest } from './client';

export type { UserRole } from '@iexam/domain/staff';

import type { UserRole } from '@iexam/domain/staff';

export interface CurrentUser {
  id: number;
  userName: string;
  realName: string;
  nickName: string;
  mobile: string;
  avatarUrl: string;
  userCode: string;
  w3Account: string;
  role: UserRole;
  schoolId: string;
  /** SPEC §6: the school books sessions for this account. */
  isSchoolLedBooking: boolean;
}

export interface LoginBody {
  schoolId: string;
  userName: string;
  /** One of the two: the password, or a staff account's one-time code from an exam admin (issue 35). */
  password?: string;
  oneTimeCode?: string;
  /** A solved login challenge (base64 JSON of `{ challenge, solution }`), after a refusal that asked for one. */
  proofOfWork?: string;
}

/** The proof of work the server hands out when a login budget is spent (ALTCHA's challenge, issue 35). */
export interface LoginChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    expiresAt?: number;
    data?: { schoolId: string; maxCounter: number };
  };
  signature?: string;
}

/** A fresh challenge for a login into `schoolId` (one solution opens one login). */
export function getLoginChallenge(schoolId: string): Promise<LoginChallenge> {
  return apiRequest<LoginChallenge>(`/api/accounts/login/challenge?schoolId=${encodeURIComponent(schoolId)}`);
}

export interface LoginResult {
  token: string;
  /** ISO instant the session ends. */
  expiresAt: string;
  user: CurrentUser;
}

/** Sets the httpOnly session cookie; the token in the answer is for clients without cookies. */
export async function login(body: LoginBody): Promise<LoginResult> {
  // No tenant header: the school is part of what is being validated, and a bad one is reported on its field.
  const result = await apiRequest<LoginResult>('/api/accounts/login', { method: 'POST', body });
  await forgetOfflineCopies();
  return result;
}

/** Logs out; this device's copies of the last exam page go too, even when the server cannot be reached. */
export async function logout(): Promise<null> {
  await forgetOfflineCopies();
  return apiRequest<null>('/api/accounts/logout', { method: 'POST' });
}

export function getMe(): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/api/accounts/users/me');
}

/** The account on the answer page: kept on the device for a reload without a network (lib/offline-copy.ts). */
export function meOfflineQueryOptions() {
  return queryOptions({ ...meQueryOptions(), queryFn: () => withOfflineCopy('me', getMe) });
}

export function meQueryOptions() {
  return queryOptions({ queryKey: ['accounts', 'me'], queryFn: getMe });
}

/** The name shown for a user: real name, else nickname, else the login name. */
export function displayNameOf(user: Pick<CurrentUser, 'realName' | 'nickName' | 'userName'>): string {
  return user.realName || user.nickName || user.userName;
}
