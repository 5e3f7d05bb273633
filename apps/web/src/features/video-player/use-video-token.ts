import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '@/api/client';
import { getVideoToken } from '@/api/media';
import { openTokenFor } from '@/lib/open-token';
import type { TokenOutcome } from './player-controller';

/**
 * SPEC §3, §7: the token fetch for one video, with identifyCode from the address when present and the open-link
 * visitor's exam-scoped token when this tab has one. A refusal (4xx) means no source; anything else is a failure
 * the replay button can retry (SPEC §8).
 */
export function useVideoToken(videoId: number, isPreview: boolean): () => Promise<TokenOutcome> {
  const { schoolId = '' } = useParams();
  const [search] = useSearchParams();
  const identifyCode = search.get('identifyCode');
  const examId = search.get('examId');
  return useCallback(async () => {
    const token = examId ? openTokenFor(schoolId, examId) : undefined;
    try {
      const data = await getVideoToken({ videoId, identifyCode, isPreview }, { schoolId, token });
      return typeof data === 'string' && data !== '' ? { kind: 'token', token: data } : { kind: 'refused' };
    } catch (error) {
      const isRefusal = isApiError(error) && error.reason !== 'NETWORK' && error.status < 500;
      return isRefusal ? { kind: 'refused' } : { kind: 'failed' };
    }
  }, [schoolId, examId, identifyCode, videoId, isPreview]);
}
