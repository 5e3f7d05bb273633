import { TENANT_QUERY_PARAM } from '@iexam/domain/constants';
import { apiRequest } from './client';

/** What every start call names: the exam and the selected session (SPEC §7). */
export interface StartTarget {
  schoolId: string;
  examId: number;
  sessionId?: number | null | undefined;
  /** An open-link visitor's exam-scoped token (lib/open-token.ts); accounts go by their cookie. */
  openToken?: string | undefined;
}

const bodyOf = (target: StartTarget) => ({
  examId: target.examId,
  ...(target.sessionId ? { sessionId: target.sessionId } : {}),
});

/** The server's message with the answer, since checkAuthCode says false in `data` and why in `message`. */
export interface AuthCodeCheck {
  isRight: boolean;
  message: string;
}

/**
 * SPEC §7 POST /api/iexam/api/iexam/userexam/v1/checkAuthCode, or for an open-link visitor
 * /open/api/iexam/userexam/v1/checkAuthCode?tenant_id=: data true or false plus a message. A wrong code is a 200
 * with false; too many wrong tries is a 429 (ApiError with retryAfterSeconds).
 */
export async function checkAuthCode(target: StartTarget & { authCode: string }): Promise<AuthCodeCheck> {
  let message = '';
  const isOpen = target.openToken !== undefined;
  const path = isOpen
    ? '/open/api/iexam/userexam/v1/checkAuthCode'
    : '/api/iexam/api/iexam/userexam/v1/checkAuthCode';
  const isRight = await apiRequest<boolean>(path, {
    method: 'POST',
    schoolId: target.schoolId,
    token: target.openToken,
    ...(isOpen ? { query: { [TENANT_QUERY_PARAM]: target.schoolId } } : {}),
    body: { ...bodyOf(target), authCode: target.authCode },
    onEnvelope: (envelope) => {
      message = envelope.message ?? '';
    },
  });
  return { isRight: isRight === true, message };
}

/** SPEC §7 POST /api/iexam/sso/v1/generatetoken: every start check; tips 1 asks to confirm another running exam. */
export function generateToken(
  target: StartTarget,
): Promise<{ tips: 0 | 1; examResultId: number | null; otherExamNames: string[] }> {
  return apiRequest('/api/iexam/sso/v1/generatetoken', {
    method: 'POST',
    schoolId: target.schoolId,
    token: target.openToken,
    body: bodyOf(target),
  });
}

/** SPEC §7 POST /api/iexam/sso/v1/confirm: hands in the candidate's other running exams (one at a time). */
export function confirmStart(target: StartTarget): Promise<{ handedIn: number[] }> {
  return apiRequest('/api/iexam/sso/v1/confirm', {
    method: 'POST',
    schoolId: target.schoolId,
    token: target.openToken,
    body: bodyOf(target),
  });
}

/**
 * SPEC §7 POST /api/iexam/userexam/v1/examResults/startExam: starts an attempt, or resumes the unfinished one and
 * takes it over for this tab (`clientId`, lib/client-id.ts).
 */
export function startExam(
  target: StartTarget & { authCode?: string | undefined; clientId: string },
): Promise<{ examResultId: number; isResumed: boolean }> {
  return apiRequest('/api/iexam/userexam/v1/examResults/startExam', {
    method: 'POST',
    schoolId: target.schoolId,
    token: target.openToken,
    body: {
      ...bodyOf(target),
      ...(target.authCode ? { authCode: target.authCode } : {}),
      clientId: target.clientId,
    },
  });
}
