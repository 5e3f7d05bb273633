// @vitest-environment jsdom
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
    {
      name: 'a style element that would restyle the page (issue 18)',
      html: '<style>.exam-timer{display:none}</style><p>c</p>',
      expected: '<p>c</p>',
    },
    {
      name: 'a style attribute that would lay a fake button over the page (issue 18)',
      html: '<a style="position:fixed;inset:0;z-index:9999">交卷</a>',
      expected: '<a>交卷</a>',
    },
    {
      name: 'SVG with a style element inside',
      html: '<svg><style>body{display:none}</style></svg><p>d</p>',
      expected: '<p>d</p>',
    },
  ])('drops $name', ({ html, expected }) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('keeps the embedded video element and its descriptor (SPEC §3), named exactly', () => {
    const element =
      '<iexam-video data-video="{&quot;url&quot;:&quot;/v.m3u8&quot;,&quot;id&quot;:1}"></iexam-video>';
    expect(sanitizeHtml(`<p>a</p>${element}`)).toBe(`<p>a</p>${element}`);
  });

  it.each([
    {
      name: 'an event handler on the video element',
      html: '<iexam-video onclick="alert(1)"></iexam-video>',
      expected: '<iexam-video></iexam-video>',
    },
    {
      name: 'another custom element',
      html: '<iexam-other data-video="{}"></iexam-other><p>b</p>',
      expected: '<p>b</p>',
    },
    { name: 'a look-alike element', html: '<iexam-video-x></iexam-video-x><p>c</p>', expected: '<p>c</p>' },
  ])('still drops $name', ({ html, expected }) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });
});
