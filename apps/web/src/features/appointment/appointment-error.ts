import type { TFunction } from 'i18next';
import { ApiError, errorMessageKey } from '@/api/client';

/** SPEC §8 appointment codes 5001-5007 (docs/decisions/0008). */
export function isAppointmentCode(error: unknown): error is ApiError {
  const code = error instanceof ApiError ? Number(error.code) : Number.NaN;
  return code >= 5001 && code <= 5007;
}

/**
 * SPEC §8 appointment failures: codes 5001-5007 show their own text, other codes the server's message, and a
 * request that got no answer 'appointment failed'. The server's message is shown as the catalogue's text for the
 * reason it names, in the candidate's language (its own words are English only, issue 17).
 */
export function bookingErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.reason !== 'NETWORK' && error.reason !== 'INTERNAL')
    return t(errorMessageKey(error));
  return t('appointment.failed');
}

/** SPEC §8: a cancel that fails says 'cancel error', unless the server named a catalogued appointment reason. */
export function cancelErrorText(error: unknown, t: TFunction): string {
  if (isAppointmentCode(error)) return t(errorMessageKey(error));
  if (
    error instanceof ApiError &&
    (error.reason === 'CANCEL_TIME_NOT_ARRIVED' || error.reason === 'CANCEL_TIME_PASSED')
  )
    return t(errorMessageKey(error));
  return t('appointment.cancel.error');
}
