import type { SaveAnswersBody } from '@iexam/domain/answers';
import { apiRequest } from './client';

export interface SaveAnswersAnswer {
  /** The seq the server keeps per subject: every local entry with a seq up to it is saved. */
  acknowledged: { subjectId: number; seq: number }[];
  savedAt: string;
}

/**
 * SPEC §7 POST /api/iexam/useranswer/v1/answer (DESIGN §5). With `keepalive` the request outlives the page (sent on
 * page hide); its body must then stay under 64 KiB. 409 6102: handed in; 409 6103: taken over by another client.
 */
export function saveAnswers(
  schoolId: string,
  body: SaveAnswersBody,
  options: { keepalive?: boolean; token?: string | undefined; signal?: AbortSignal | undefined } = {},
): Promise<SaveAnswersAnswer> {
  return apiRequest('/api/iexam/useranswer/v1/answer', {
    method: 'POST',
    schoolId,
    token: options.token,
    body,
    keepalive: options.keepalive ?? false,
    signal: options.signal,
  });
}
