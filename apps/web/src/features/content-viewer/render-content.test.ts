// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlight-code';
import { hasFencedCode } from './highlighter';
import { renderContent } from './render-content';
import { renderRich } from './render-rich';

describe('content viewer (SPEC §4, §5)', () => {
  it('type 0 is plain text: markup is escaped, line breaks kept, with no renderer loaded', () => {
    expect(renderContent('a < b\n<script>x</script>', 0)).toBe('a &lt; b<br>&lt;script&gt;x&lt;/script&gt;');
  });

  it('types 1 and 2 without the renderer give nothing to show, never the unsanitised value', () => {
    expect(renderContent('<img src=x onerror=alert(1)>', 1)).toBeUndefined();
    expect(renderContent('**bold** <img src=x onerror=alert(1)>', 2)).toBeUndefined();
  });

  it('type 1 HTML is sanitised: scripts and handlers go, formatting stays', () => {
    const html = renderContent(
      '<p onclick="steal()">Hi <strong>there</strong><script>x()</script></p>',
      1,
      renderRich,
    );
    expect(html).toBe('<p>Hi <strong>there</strong></p>');
  });

  it('type 2 markdown keeps raw HTML and line breaks, leaves links undetected, and is sanitised last', () => {
    const html = renderContent(
      'line one\nline two <em>raw</em> https://example.com <img src=x onerror=alert(1)>',
      2,
      renderRich,
    );
    expect(html).toContain('line one<br>');
    expect(html).toContain('<em>raw</em>');
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('onerror');
  });

  it('type 2 code blocks are highlighted with one numbered line per source line', () => {
    const html = renderContent('```java\nint a = 1;\nint b = 2;\n```', 2, renderRich, highlightCode);
    expect(html).toContain('class="hljs code-block"');
    expect(html?.match(/class="code-line"/g)).toHaveLength(2);
    expect(html).toContain('<span class="hljs-type">int</span>');
  });

  it('type 2 code blocks before highlight.js has loaded: the same numbered lines, the code escaped', () => {
    const html = renderContent('```java\nif (a < b) {}\n```', 2, renderRich);
    expect(html).toContain('class="hljs code-block"');
    expect(html).toContain('<span class="code-line">if (a &lt; b) {}</span>');
    expect(html).not.toContain('hljs-');
  });

  it.each([
    ['```java\nx\n```', true],
    ['text\n   ~~~\ncode\n~~~', true],
    ['inline `code` only', false],
    ['no code at all', false],
  ])('markdown %j wants the highlighter: %s', (markdown, wanted) => {
    expect(hasFencedCode(markdown)).toBe(wanted);
  });
});
