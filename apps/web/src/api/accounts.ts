import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

export type UserRole = 'candidate' | 'exam_admin';

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
  password: string;
}

export interface LoginResult {
  token: string;
  /** ISO instant the session ends. */
  expiresAt: string;
  user: CurrentUser;
}

/** Sets the httpOnly session cookie; the token in the answer is for clients without cookies. */
export function login(body: LoginBody): Promise<LoginResult> {
  // No tenant header: the school is part of what is being validated, and a bad one is reported on its field.
  return apiRequest<LoginResult>('/api/accounts/login', { method: 'POST', body });
}

export function logout(): Promise<null> {
  return apiRequest<null>('/api/accounts/logout', { method: 'POST' });
}

export function getMe(): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/api/accounts/users/me');
}

export function meQueryOptions() {
  return queryOptions({ queryKey: ['accounts', 'me'], queryFn: getMe });
}

/** The name shown for a user: real name, else nickname, else the login name. */
export function displayNameOf(user: Pick<CurrentUser, 'realName' | 'nickName' | 'userName'>): string {
  return user.realName || user.nickName || user.userName;
}
