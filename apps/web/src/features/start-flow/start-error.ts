import type { TFunction } from 'i18next';
import { ApiError, errorMessageKey } from '@/api/client';

/**
 * The text for a failed start call: a catalogued refusal (6001-6012, 6101, 6104 and the rest of the catalogue) in
 * the candidate's language, the wait for a 429, and a generic failure for anything the catalogue does not know.
 */
export function startErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('startFlow.failed');
  if (error.status === 429) return t('startFlow.tooMany', { seconds: error.retryAfterSeconds ?? 60 });
  if (error.reason === 'INTERNAL') return t('startFlow.failed');
  return t(errorMessageKey(error));
}
