import { CONTENT_TYPE, type ContentType } from '@iexam/domain/subjects';
import MarkdownIt from 'markdown-it';
import { sanitizeHtml } from '@/lib/sanitize-html';
import type { Highlighter } from './highlighter';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The highlighter of the renderContent call in progress (rendering is synchronous, so one at a time).
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

/**
 * SPEC §4 content viewer, §5: type 0 plain text (escaped, line breaks kept), 1 HTML, 2 markdown. HTML and markdown
 * output are sanitised LAST (DESIGN §5), and nothing changes the HTML after that. Markdown code blocks are coloured
 * by `highlighter` when given (highlight.js is loaded lazily: highlighter.ts).
 */
export function renderContent(
  value: string,
  contentType: ContentType | number,
  highlighter?: Highlighter | undefined,
): string {
  switch (contentType) {
    case CONTENT_TYPE.html:
      return sanitizeHtml(value);
    case CONTENT_TYPE.markdown: {
      currentHighlighter = highlighter;
      try {
        return sanitizeHtml(markdown.render(value));
      } finally {
        currentHighlighter = undefined;
      }
    }
    default:
      return escapeHtml(value).replace(/\r?\n/g, '<br>');
  }
}
