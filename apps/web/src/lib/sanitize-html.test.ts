import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (SPEC §5 content type 1)', () => {
  it('keeps ordinary formatting', () => {
    expect(sanitizeHtml('<p>考试时长 <strong>90 分钟</strong></p>')).toBe(
      '<p>考试时长 <strong>90 分钟</strong></p>',
    );
  });

  it.each([
    { name: 'a script element', html: '<p>a</p><script>alert(1)</script>', expected: '<p>a</p>' },
    { name: 'an event handler', html: '<img src="x.png" onerror="alert(1)">', expected: '<img src="x.png">' },
    { name: 'a javascript: link', html: '<a href="javascript:alert(1)">x</a>', expected: '<a>x</a>' },
    { name: 'an iframe', html: '<iframe src="https://evil.example"></iframe><p>b</p>', expected: '<p>b</p>' },
  ])('drops $name', ({ html, expected }) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });
});
