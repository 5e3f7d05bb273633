import { loadOnce } from '@/lib/load-once';

/** Turns a code block's source into highlighted HTML; undefined when it does not know the language. */
export type Highlighter = (code: string, language: string) => string | undefined;

/**
 * highlight.js (a chunk of its own, with its style sheet), fetched the first time content needs it, so a page whose
 * content has no code block never downloads it (issue 8: no highlighter code where none is shown).
 */
export const highlighter = loadOnce<Highlighter>(() =>
  import('./highlight-code').then((module) => module.highlightCode),
);

// A fence of three backticks or tildes at the start of a line (markdown-it's own rule), or an indented block.
const FENCE = /^ {0,3}(```|~~~)/m;

/** Whether markdown content has a fenced code block that the highlighter could colour. */
export function hasFencedCode(markdown: string): boolean {
  return FENCE.test(markdown);
}
