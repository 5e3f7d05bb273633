import type { TFunction } from 'i18next';
import { ApiError, errorMessageKey } from '@/api/client';

/** The server's limits run for minutes (docs/decisions/0013: 10), so the wait is said in minutes. */
const DEFAULT_WAIT_SECONDS = 600;

/**
 * The text for a failed verification: the catalogued open-link refusals (errors.open.*: 6201 mismatch, 6202
 * refused, 6203 wrong code), the wait after too many tries (429), and a generic failure for our own faults.
 */
export function openErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || error.reason === 'INTERNAL') return t('openLink.failed');
  if (error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS) / 60));
    return t('openLink.tooMany', { minutes });
  }
  return t(errorMessageKey(error));
}
