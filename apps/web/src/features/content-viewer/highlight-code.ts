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
import 'highlight.js/styles/github.css';
import './highlight-contrast.css';

// Only the languages exam papers use, so the chunk does not carry all of highlight.js. The chunk is loaded only
// when some content shows a fenced code block (highlighter.ts).
for (const [name, language] of Object.entries({ bash, c, cpp, java, javascript, json, python, sql, xml })) {
  hljs.registerLanguage(name, language);
}

/** Highlighted HTML of a code block's source, or undefined for a language not registered here. */
export function highlightCode(code: string, language: string): string | undefined {
  return hljs.getLanguage(language)
    ? hljs.highlight(code, { language, ignoreIllegals: true }).value
    : undefined;
}
