import { loadOnce } from '@/lib/load-once';

/**
 * markdown-it and sanitize-html, fetched the first time HTML or markdown content is shown, so an answer page whose
 * questions are all plain text never downloads them (issue 22).
 */
export const richRenderer = loadOnce(() => import('./render-rich').then((module) => module.renderRich));
