import { TENANT_QUERY_PARAM } from '@iexam/domain/constants';
import type { IdentityDetailChecks } from '@iexam/domain/exam-info';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

/** SPEC §7 open user list: an open-link identity as the school registered it (name masked; docs/decisions/0013). */
export interface OpenUser {
  /** 2: the school refused this link (the failure page). */
  userStatus: number;
  userStatusDesc: string | null;
  /** 0: the visitor confirms name and contact on the user-info page first. */
  userCheck: 0 | 1;
  result: {
    userId: number;
    identifyCode: string;
    examId: number;
    sessionId: number | null;
    /** Masked to its first character: a hint, never the name. */
    name: string;
    /** What the user-info step asks of each detail: typed to match what the school registered, or recorded. */
    checks: IdentityDetailChecks;
    /** null: the confirmation notice was not answered yet; 1 accepted; 0 rejected. */
    confirmNotice: 0 | 1 | null;
  };
  /** Only for a checked identity the school has not refused. */
  token: string | null;
}

export interface OpenUserParams {
  schoolId: string;
  examId: number;
  identifyCode: string;
  sessionId?: number | null | undefined;
}

const tenantQuery = (schoolId: string) => ({ [TENANT_QUERY_PARAM]: schoolId });

/** SPEC §7 GET /open/api/iexam/userexam/v1/user?tenant_id&identifyCode&examId[&sessionId] */
export function getOpenUser(params: OpenUserParams): Promise<OpenUser> {
  return apiRequest('/open/api/iexam/userexam/v1/user', {
    schoolId: params.schoolId,
    query: {
      ...tenantQuery(params.schoolId),
      identifyCode: params.identifyCode,
      examId: params.examId,
      sessionId: params.sessionId,
    },
  });
}

/** The prefix every verification refetches: after it the identity is checked and the answer carries a token. */
export const openUserQueryKeyOf = (schoolId: string, examId: number) =>
  ['openUser', schoolId, examId] as const;

export function openUserQueryOptions(params: OpenUserParams) {
  return queryOptions({
    queryKey: [
      ...openUserQueryKeyOf(params.schoolId, params.examId),
      params.identifyCode,
      params.sessionId ?? null,
    ],
    queryFn: () => getOpenUser(params),
    // The answer decides which page the visitor sees; the school may refuse or check them at any time.
    staleTime: 0,
  });
}

/** What each verification answers: the visitor's identifyCode (fresh for a shared code) and its token. */
export interface OpenVerified {
  identifyCode: string;
  userId: number;
  token: string;
}

export interface PersonalVerifyInput {
  schoolId: string;
  examId: number;
  identifyCode: string;
  name: string;
  contact: string;
}

/** POST /open/api/iexam/userexam/v1/personalVerify: 6201 mismatch (counted, 429 after 5), 6202 refused. */
export function verifyPersonalIdentity(input: PersonalVerifyInput): Promise<OpenVerified> {
  const { schoolId, ...body } = input;
  return apiRequest('/open/api/iexam/userexam/v1/personalVerify', {
    method: 'POST',
    schoolId,
    query: tenantQuery(schoolId),
    body,
  });
}

export interface CommonCodeInput {
  schoolId: string;
  /** The session's code when the address names a session, else the exam's. */
  target: { sessionId: number } | { examId: number };
  commonCode: string;
  name: string;
  contact: string;
}

/** POST .../examCommonVerify/{examId} or .../sessionCommonVerify/{sessionId}: 6203 when the code is wrong. */
export function verifyCommonCode(input: CommonCodeInput): Promise<OpenVerified> {
  const { schoolId, target, ...body } = input;
  const path =
    'sessionId' in target
      ? `/open/api/iexam/userexam/v1/sessionCommonVerify/${target.sessionId}`
      : `/open/api/iexam/userexam/v1/examCommonVerify/${target.examId}`;
  return apiRequest(path, { method: 'POST', schoolId, query: tenantQuery(schoolId), body });
}

export type OpenSource = 'course' | 'open' | 'app';

/** SPEC §3 confirmation payload: the school's notice and what the visitor answered so far. */
export interface OpenConfirmation {
  userId: number;
  schoolName: string;
  notice: string;
  confirmNotice: 0 | 1 | null;
  rejectCause: string | null;
}

export interface OpenConfirmationParams {
  schoolId: string;
  userId: number;
  token: string;
  source: OpenSource;
}

const confirmPath = (userId: number) => `/open/api/iexam/userexam/v1/confirm/${userId}`;

/** SPEC §7 GET /open/api/iexam/userexam/v1/confirm/{userId}?tenant_id&source (the visitor's token). */
export function getOpenConfirmation(params: OpenConfirmationParams): Promise<OpenConfirmation> {
  return apiRequest(confirmPath(params.userId), {
    schoolId: params.schoolId,
    token: params.token,
    query: { ...tenantQuery(params.schoolId), source: params.source },
  });
}

export function openConfirmationQueryOptions(params: OpenConfirmationParams) {
  return queryOptions({
    queryKey: ['openConfirmation', params.schoolId, params.userId, params.token],
    queryFn: () => getOpenConfirmation(params),
  });
}

/** SPEC §7 PUT confirm: confirmNotice 1 accepts; 0 rejects and needs its cause. */
export function recordOpenConfirmation(
  params: OpenConfirmationParams & { confirmNotice: 0 | 1; rejectCause?: string | undefined },
): Promise<{ userId: number; confirmNotice: 0 | 1 }> {
  return apiRequest(confirmPath(params.userId), {
    method: 'PUT',
    schoolId: params.schoolId,
    token: params.token,
    query: { ...tenantQuery(params.schoolId), source: params.source },
    body: {
      confirmNotice: params.confirmNotice,
      ...(params.confirmNotice === 0 ? { rejectCause: params.rejectCause } : {}),
    },
  });
}
