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
  role: UserRole;
  schoolId: string;
}

export interface LoginBody {
  schoolId: string;
  userName: string;
  password: string;
}

export interface LoginResult {
  token: string;
  user: CurrentUser;
}

/** Sets the httpOnly session cookie; the token in the answer is for clients without cookies. */
export function login(body: LoginBody): Promise<LoginResult> {
  return apiRequest<LoginResult>('/api/accounts/login', { method: 'POST', body, schoolId: body.schoolId });
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
