import { CONTENT_TYPE, type ContentType } from '@iexam/domain/subjects';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import xml from 'highlight.js/lib/languages/xml';
import MarkdownIt from 'markdown-it';
import { sanitizeHtml } from '@/lib/sanitize-html';

// Only the languages exam papers use, so the answer page does not carry all of highlight.js.
for (const [name, language] of Object.entries({ bash, c, cpp, java, javascript, json, python, sql, xml })) {
  hljs.registerLanguage(name, language);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A code block with one numbered line per source line (the numbers come from CSS counters, so copying skips them). */
function highlightWithLineNumbers(code: string, language: string): string {
  const highlighted = hljs.getLanguage(language)
    ? hljs.highlight(code, { language, ignoreIllegals: true }).value
    : escapeHtml(code);
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
 * output are sanitised LAST (DESIGN §5), and nothing changes the HTML after that.
 */
export function renderContent(value: string, contentType: ContentType | number): string {
  switch (contentType) {
    case CONTENT_TYPE.html:
      return sanitizeHtml(value);
    case CONTENT_TYPE.markdown:
      return sanitizeHtml(markdown.render(value));
    default:
      return escapeHtml(value).replace(/\r?\n/g, '<br>');
  }
}
