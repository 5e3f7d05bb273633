import { LANGUAGE_QUERY_PARAM, type Language } from '@iexam/domain/constants';

/** SPEC §2: where a page sends a visitor who is not logged in, so login brings them back to `returnTo`. */
export function buildLoginUrl(returnTo: string, language: Language): string {
  const params = new URLSearchParams({ redirect: returnTo, [LANGUAGE_QUERY_PARAM]: language });
  return `/login/index?${params.toString()}`;
}
