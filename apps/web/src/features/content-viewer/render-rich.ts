import { CONTENT_TYPE } from '@iexam/domain/subjects';
import MarkdownIt from 'markdown-it';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { escapeHtml } from './escape-html';
import type { Highlighter } from './highlighter';

// The highlighter of the renderRich call in progress (rendering is synchronous, so one at a time).
let currentHighlighter: Highlighter | undefined;

/**
 * A code block with one numbered line per source line (the numbers come from CSS counters, so copying skips them).
 * Without the highlighter (not loaded yet, or not wanted) the code is escaped text in the same frame.
 */
function highlightWithLineNumbers(code: string, language: string): string {
  const highlighted = (language && currentHighlighter?.(code, language)) || escapeHtml(code);
  const lines = highlighted.replace(/\n$/, '').split('\n');
  const body = lines.map((line) => `<span class="code-line">${line}</span>`).join('\n');
  return `<pre class="hljs code-block"><code>${body}</code></pre>`;
}

// SPEC §5: raw HTML allowed, line breaks kept, automatic link detection off, code blocks with line numbers.
const markdown = new MarkdownIt({
  html: true,
  breaks: true,
  linkify: false,
  highlight: (code, language) => highlightWithLineNumbers(code, language),
});

/** What markdown-it makes of a fenced block without a language: still numbered lines. */
markdown.renderer.rules.code_block = (tokens, index) =>
  highlightWithLineNumbers(tokens[index]?.content ?? '', '');

export type RichContentType = typeof CONTENT_TYPE.html | typeof CONTENT_TYPE.markdown;
export type RenderRich = typeof renderRich;

/**
 * SPEC §5: type 1 HTML and type 2 markdown, sanitised LAST (DESIGN §5), and nothing changes the HTML after that.
 * Markdown code blocks are coloured by `highlighter` when given. This module is a chunk of its own (with markdown-it
 * and sanitize-html), loaded by rich-renderer.ts when rich content is first shown.
 */
export function renderRich(
  value: string,
  contentType: RichContentType,
  highlighter?: Highlighter | undefined,
): string {
  if (contentType === CONTENT_TYPE.html) return sanitizeHtml(value);
  currentHighlighter = highlighter;
  try {
    return sanitizeHtml(markdown.render(value));
  } finally {
    currentHighlighter = undefined;
  }
}
