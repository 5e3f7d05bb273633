import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  type Language,
  SUPPORTED_LANGUAGES,
} from '@iexam/domain/constants';
import { normalizeLanguage, resolveLanguage } from '@iexam/domain/i18n';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writePreferenceCookie } from '@/lib/cookies';
import type zhCN from './zh_CN.json';

/** The login redirect of the old portal passes the language as `lang`; `sxz-lang` still wins over it. */
export const LEGACY_LANGUAGE_QUERY_PARAM = 'lang';

const DAYJS_LOCALES: Record<Language, string> = { zh_CN: 'zh-cn', en_US: 'en' };
const HTML_LANGS: Record<Language, string> = { zh_CN: 'zh-CN', en_US: 'en-US' };

export const i18n: I18n = i18next.createInstance();

/**
 * Each language's texts are a chunk of their own, fetched when that language is first shown: a page load carries
 * one catalogue, not both (issue 22). The service worker precaches both (build-plugins/service-worker.ts).
 */
const CATALOGUES: Record<Language, () => Promise<{ default: typeof zhCN }>> = {
  zh_CN: () => import('./zh_CN.json'),
  en_US: () => import('./en_US.json'),
};

/** Fetches a language's catalogue once; resolves when its texts are in place. */
export async function loadCatalogue(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const { default: catalogue } = await CATALOGUES[language]();
  i18n.addResourceBundle(language, 'translation', catalogue, true, false);
}

/** The language named in the address, if any: `sxz-lang` first, then the legacy `lang`. */
export function readQueryLanguage(search: string | URLSearchParams): Language | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return (
    normalizeLanguage(params.get(LANGUAGE_QUERY_PARAM)) ??
    normalizeLanguage(params.get(LEGACY_LANGUAGE_QUERY_PARAM))
  );
}

// Storage throws in some sandboxed iframes and privacy modes; the language then lives for this page only.
function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // See readStoredLanguage.
  }
  // The server renders the next page in this language too.
  writePreferenceCookie(LANGUAGE_COOKIE, language);
}

/** SPEC §1: query parameter, then the stored choice, then zh_CN. */
export function detectLanguage(search: string | URLSearchParams): Language {
  return resolveLanguage(readQueryLanguage(search), readStoredLanguage());
}

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

export function htmlLangOf(language: Language): string {
  return HTML_LANGS[language];
}

/**
 * Texts and dates in `language` from this moment on, synchronously (its catalogue must be loaded): the server
 * renders each page in one synchronous step after calling it.
 */
export function showLanguageNow(language: Language): void {
  dayjs.locale(DAYJS_LOCALES[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANGS[language];
  // With every catalogue added up front and no backend, i18next switches before this call returns.
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** Shows the page in `language` (texts, dates, the html lang) without remembering the choice. */
export async function applyLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  showLanguageNow(language);
}

/**
 * A choice the candidate made (switcher) or a link made for them (query parameter): remembered, so pages
 * reached later without the parameter keep the language.
 */
export async function switchLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await applyLanguage(language);
}

/** Resolves when the page can render in `language`: call before the first render (boot.tsx). */
export async function initI18n(language: Language): Promise<void> {
  if (!i18n.isInitialized)
    await i18n.use(initReactI18next).init({
      resources: {},
      lng: language,
      // No fallback language: catalogues.test.ts keeps both catalogues' keys the same, and a fallback would fetch the
      // other catalogue too.
      fallbackLng: false,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      // Resources are added by loadCatalogue, not fetched by i18next; no render waits on i18next itself.
      initAsync: false,
      // React escapes what it renders; escaping here too would show entities.
      interpolation: { escapeValue: false },
      // A catalogue that arrives after the first render (its first fetch failed) re-renders the texts.
      react: { bindI18nStore: 'added' },
    });
  await applyLanguage(language);
}
