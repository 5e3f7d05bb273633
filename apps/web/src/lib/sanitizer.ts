import { loadOnce } from './load-once';

/**
 * sanitize-html (DOMPurify) for the candidate pages, fetched the first time there is staff HTML to show: an exam
 * without an introduction or notice never downloads it (issue 22).
 */
export const sanitizer = loadOnce(() => import('./sanitize-html').then((module) => module.sanitizeHtml));
