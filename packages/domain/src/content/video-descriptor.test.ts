import { describe, expect, it } from 'vitest';
import { embedVideoDescriptors, parseVideoDescriptor, videoElementHtml } from './video-descriptor';

const descriptor = {
  url: '/api/media/videos/3/index.m3u8',
  name: 'A "quoted" <name> & more',
  id: 3,
  poster: '',
};

describe('embedded video descriptor (SPEC §3)', () => {
  it('the element carries the descriptor as escaped JSON that parses back', () => {
    const html = videoElementHtml(descriptor);
    expect(html).toMatch(/^<iexam-video data-video="[^"]*"><\/iexam-video>$/);
    const attribute = html.slice(html.indexOf('"') + 1, html.lastIndexOf('"'));
    const unescaped = attribute
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(parseVideoDescriptor(unescaped)).toEqual(descriptor);
  });

  it.each([
    ['not JSON', '{url:'],
    ['no id', '{"url":"/x","name":"n"}'],
    ['an id that is not a number', '{"url":"/x","name":"n","id":"3"}'],
    ['an id that is not whole', '{"url":"/x","name":"n","id":1.5}'],
    ['an id of 0', '{"url":"/x","name":"n","id":0}'],
    ['an id past the largest row id', '{"url":"/x","name":"n","id":2147483648}'],
    ['an empty url', '{"url":"","name":"n","id":3}'],
    ['a name that is not text', '{"url":"/x","name":5,"id":3}'],
    ['a poster that is not text', '{"url":"/x","name":"n","id":3,"poster":null}'],
    ['an array', '[1]'],
    ['a JSON null', 'null'],
    ['nothing', null],
  ])('a descriptor that is %s gives undefined (content shows without video, SPEC §8)', (_rule, json) => {
    expect(parseVideoDescriptor(json)).toBeUndefined();
  });

  it('keeps only what a descriptor has', () => {
    expect(parseVideoDescriptor('{"url":"/x","name":"n","id":1,"poster":"/p.png","extra":true}')).toEqual({
      url: '/x',
      name: 'n',
      id: 1,
      poster: '/p.png',
    });
  });

  it('defaults the poster', () => {
    expect(parseVideoDescriptor('{"url":"/x","name":"n","id":1}')).toEqual({
      url: '/x',
      name: 'n',
      id: 1,
      poster: '',
    });
  });
});

describe('embedding descriptors in served content', () => {
  const lookUp = (key: string) => (key === 'intro' ? descriptor : undefined);

  it.each([
    [
      'a div with double quotes',
      '<p>a</p><div data-video-key="intro"></div>',
      `<p>a</p>${videoElementHtml(descriptor)}`,
    ],
    [
      'a p with single quotes and spaces',
      "<p class='x' data-video-key = 'intro' ></p>",
      videoElementHtml(descriptor),
    ],
    ['an unknown key (removed, never a broken player)', '<div data-video-key="gone"></div>b', 'b'],
    ['content without videos (unchanged)', '<p data-x="1"></p>', '<p data-x="1"></p>'],
  ])('%s', (_rule, content, expected) => {
    expect(embedVideoDescriptors(content, lookUp)).toBe(expected);
  });
});
