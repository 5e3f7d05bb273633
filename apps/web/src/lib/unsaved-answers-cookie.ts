import { readCookie } from './cookies';

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** Set while this browser holds answers of the attempt the server has not acknowledged (its IndexedDB queue). */
export const unsavedAnswersCookieName = (examResultId: number) => `iexam-unsaved-${examResultId}`;

/**
 * The server draws the answer page from the answers it holds; answers this browser queued would then replace them
 * once the page is live, so for such an attempt it leaves the page to the browser (ssr/server-prefetch.ts). A cookie,
 * because the queue lives in IndexedDB, which the server cannot see; it is scoped like the queue, to the browser.
 */
export function markUnsavedAnswers(examResultId: number, hasUnsaved: boolean): void {
  const name = unsavedAnswersCookieName(examResultId);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${name}=${hasUnsaved ? '1' : ''}; path=/; max-age=${hasUnsaved ? WEEK_SECONDS : 0}; samesite=lax`;
}

export function hasUnsavedAnswers(cookies: string, examResultId: number): boolean {
  return readCookie(cookies, unsavedAnswersCookieName(examResultId)) !== null;
}
