import { describe, expect, it } from 'vitest';
import { bustCoverCache } from './cache-busting';
import { fixDoubledScheme } from './doubled-scheme';
import { classifyLink } from './external-link';

describe('SPEC §5 doubled scheme: an address with a mistaken doubled scheme prefix is fixed up', () => {
  it.each([
    ['http twice', 'http://http://example.com/a', 'http://example.com/a'],
    ['https twice', 'https://https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http then https: the last one wins', 'http://https://example.com/', 'https://example.com/'],
    ['https then http: the last one wins', 'https://http://example.com/', 'http://example.com/'],
    ['three times', 'https://https://https://example.com', 'https://example.com'],
    ['a colon lost in the first', 'http//https://example.com', 'https://example.com'],
    ['upper case', 'HTTP://HTTPS://example.com', 'https://example.com'],
    ['spaces around', '  https://https://example.com  ', 'https://example.com'],
    ['one scheme: unchanged', 'https://example.com/http://x', 'https://example.com/http://x'],
    ['a path: unchanged', '/iexam/demo/examInfo?examId=1', '/iexam/demo/examInfo?examId=1'],
    ['mailto: unchanged', 'mailto:exam@example.com', 'mailto:exam@example.com'],
    ['empty', '', ''],
  ])('%s', (_rule, address, expected) => {
    expect(fixDoubledScheme(address)).toBe(expected);
  });
});

describe('SPEC §5 external links: another site is external, this site and other schemes are not', () => {
  const origin = 'https://exam.example';
  it.each([
    ['another site', 'https://other.example/page', 'external', 'https://other.example/page'],
    ['another site over http', 'http://other.example', 'external', 'http://other.example'],
    [
      'another site with a doubled scheme',
      'https://https://other.example',
      'external',
      'https://other.example',
    ],
    [
      'the same site, absolute',
      'https://exam.example/portal/demo',
      'internal',
      'https://exam.example/portal/demo',
    ],
    ['the same host on another port', 'https://exam.example:8443/', 'external', 'https://exam.example:8443/'],
    ['a subdomain is another site', 'https://www.exam.example/', 'external', 'https://www.exam.example/'],
    ['a path', '/portal/demo', 'internal', '/portal/demo'],
    ['a fragment', '#part-2', 'internal', '#part-2'],
    ['a relative page', 'notes.html', 'internal', 'notes.html'],
    ['protocol-relative, another site', '//other.example/x', 'external', 'https://other.example/x'],
    ['protocol-relative, this site', '//exam.example/x', 'internal', 'https://exam.example/x'],
    ['mailto', 'mailto:exam@example.com', 'other', 'mailto:exam@example.com'],
    ['tel', 'tel:+861234', 'other', 'tel:+861234'],
  ])('%s', (_rule, href, kind, address) => {
    expect(classifyLink(href, origin)).toEqual({ kind, address });
  });
});

describe('SPEC §9 page-cover cache busting by timestamp', () => {
  it.each([
    ['a plain address gets t', '/covers/java.png', 1700000000000, '/covers/java.png?t=1700000000000'],
    [
      'a query of its own keeps it',
      'https://cdn.example/c.png?w=300',
      5,
      'https://cdn.example/c.png?w=300&t=5',
    ],
    ['an earlier t is replaced', '/c.png?t=1&w=2', 9, '/c.png?w=2&t=9'],
    ['a fragment stays last', '/c.svg#icon', 3, '/c.svg?t=3#icon'],
    ['a fraction is cut', '/c.png', 12.7, '/c.png?t=12'],
    ['data: is left alone', 'data:image/png;base64,AAAA', 3, 'data:image/png;base64,AAAA'],
    ['blob: is left alone', 'blob:https://exam.example/1', 3, 'blob:https://exam.example/1'],
    ['no cover: nothing', '', 3, ''],
  ])('%s', (_rule, url, timestamp, expected) => {
    expect(bustCoverCache(url, timestamp)).toBe(expected);
  });

  it('the same timestamp gives the same address (the browser cache still serves one page view)', () => {
    expect(bustCoverCache('/c.png', 42)).toBe(bustCoverCache('/c.png', 42));
    expect(bustCoverCache('/c.png', 42)).not.toBe(bustCoverCache('/c.png', 43));
  });
});
