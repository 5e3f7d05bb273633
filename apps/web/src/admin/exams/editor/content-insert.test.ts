import { describe, expect, it } from 'vitest';
import { imageMarkup, videoMarkup, withInserted } from './content-insert';

describe('inserting an image or a video into question content', () => {
  it.each([
    // [content, type, markup, expected content, expected type]
    ['', 0, '<img src="/i.png" alt="i">', '<img src="/i.png" alt="i">', 1],
    ['a < b\nnext', 0, '<x>', '<p>a &lt; b<br>next</p>\n<x>', 1],
    ['<p>hi</p>', 1, '<x>', '<p>hi</p>\n<x>', 1],
    ['# title', 2, '![i](/i.png)', '# title\n![i](/i.png)', 2],
  ])(
    '%j of type %i: plain text becomes HTML with its text kept, others append',
    (content, type, markup, expected, expectedType) => {
      expect(withInserted(content, type, markup)).toEqual({ content: expected, contentType: expectedType });
    },
  );

  it("an image is markdown in markdown and escaped HTML elsewhere; a video is the definition file's keyed block", () => {
    expect(imageMarkup(2, '/api/media/images/demo/a.png', 'chart [1].png')).toBe(
      '![chart 1.png](/api/media/images/demo/a.png)',
    );
    expect(imageMarkup(1, '/a.png', 'a"b<.png')).toBe('<img src="/a.png" alt="a&quot;b&lt;.png">');
    expect(videoMarkup('intro')).toBe('<div data-video-key="intro"></div>');
  });
});
