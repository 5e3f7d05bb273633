import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorReason } from '@/api/client';
import { failureActionFor } from './exam-info-failure';

function apiError(status: number, code: number, reason: ApiErrorReason, message: string) {
  return new ApiError({ status, code, reason, message });
}

const BROWSER = { schoolId: 'demo', isOpenMode: false, isDesktopClient: false };

describe('exam info failures (SPEC §6, §8, docs/decisions/0009)', () => {
  it.each([
    {
      rule: '403 EXAM_PERMISSION_DENIED goes to insufficient-permissions',
      error: apiError(403, 403, 'EXAM_PERMISSION_DENIED', 'insufficient permissions for this exam'),
      input: BROWSER,
      expected: { kind: 'redirect', to: '/iexam/demo/insufficientPermissions' },
    },
    {
      rule: '403 EXAM_PERMISSION_DENIED in the desktop client goes to the privilege page',
      error: apiError(403, 403, 'EXAM_PERMISSION_DENIED', 'insufficient permissions for this exam'),
      input: { ...BROWSER, isDesktopClient: true },
      expected: { kind: 'redirect', to: '/iexam/demo/privilege' },
    },
    {
      rule: 'any other 403 goes to the privilege page',
      error: apiError(403, 403, 'FORBIDDEN', 'not allowed'),
      input: BROWSER,
      expected: { kind: 'redirect', to: '/iexam/demo/privilege' },
    },
    {
      rule: "code 500 'authentication code does not exist' goes to the failure page",
      error: apiError(404, 500, 'IDENTIFY_CODE_UNKNOWN', 'authentication code does not exist'),
      input: { ...BROWSER, isOpenMode: true },
      expected: { kind: 'redirect', to: '/iexam/demo/failure' },
    },
    {
      rule: "6202, a link the school refused, goes to the failure page with the school's words",
      error: new ApiError({
        status: 403,
        code: 6202,
        reason: 'OPEN_CANDIDATE_REFUSED',
        message: 'this link has been refused by the school',
        data: { reason: 'OPEN_CANDIDATE_REFUSED', userStatusDesc: '资格审核未通过' },
      }),
      input: { ...BROWSER, isOpenMode: true },
      expected: { kind: 'redirect', to: '/iexam/demo/failure', state: { userStatusDesc: '资格审核未通过' } },
    },
    {
      rule: 'the same message without the reason still goes to the failure page',
      error: apiError(200, 500, 'INTERNAL', 'authentication code does not exist'),
      input: { ...BROWSER, isOpenMode: true },
      expected: { kind: 'redirect', to: '/iexam/demo/failure' },
    },
    {
      rule: "'no data!' is the no-data warning",
      error: apiError(404, 404, 'NOT_FOUND', 'no data!'),
      input: BROWSER,
      expected: { kind: 'warning' },
    },
    {
      rule: "'deleted' is the exam-deleted warning",
      error: apiError(410, 410, 'EXAM_DELETED', 'deleted'),
      input: BROWSER,
      expected: { kind: 'deleted' },
    },
    {
      rule: "another reason is a warning in the candidate's language, not the server's English words",
      error: apiError(409, 409, 'CONFLICT', 'the exam is being republished'),
      input: BROWSER,
      expected: { kind: 'warning' },
    },
    {
      rule: '401 logs in',
      error: apiError(401, 401, 'UNAUTHENTICATED', 'not logged in'),
      input: BROWSER,
      expected: { kind: 'login' },
    },
  ])('$rule', ({ error, input, expected }) => {
    expect(failureActionFor(error, input)).toEqual(expected);
  });
});
