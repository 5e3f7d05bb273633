import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '../constants';

/** Accepts `zh_CN`, `zh-CN`, `en_US`, `en-us`, `en`, `zh`; anything else is not a language we serve. */
export function normalizeLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const lowered = value.trim().replace('-', '_').toLowerCase();
  if (lowered === 'zh' || lowered === 'zh_cn') return 'zh_CN';
  if (lowered === 'en' || lowered === 'en_us') return 'en_US';
  return SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === lowered);
}

/**
 * SPEC §1: the language comes from the `sxz-lang` query parameter when it names one we serve, else from the
 * stored choice, else the default zh_CN.
 */
export function resolveLanguage(
  queryValue: string | null | undefined,
  storedValue: string | null | undefined,
): Language {
  return normalizeLanguage(queryValue) ?? normalizeLanguage(storedValue) ?? DEFAULT_LANGUAGE;
}
