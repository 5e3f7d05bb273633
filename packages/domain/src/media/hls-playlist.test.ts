import { describe, expect, it } from 'vitest';
import { isSegmentName, rewritePlaylist } from './hls-playlist';

describe('segment names (DESIGN §5 Video: nothing outside the video folder)', () => {
  it.each([
    ['segment-0.ts', true],
    ['Chunk_12.TS', true],
    ['init.mp4', true],
    ['../secret.ts', false],
    ['..ts', false],
    ['a/b.ts', false],
    ['a\\b.ts', false],
    ['/etc/passwd.ts', false],
    ['.hidden.ts', false],
    ['index.m3u8', false],
    ['segment.ts%00.txt', false],
    ['https://evil.example/a.ts', false],
    ['', false],
  ])('%s → %s', (name, expected) => {
    expect(isSegmentName(name)).toBe(expected);
  });
});

describe('playlist rewriting', () => {
  const url = (name: string) => `segments/${name}?token=T`;

  it('points every segment and URI attribute at the token-checked route', () => {
    const playlist = '#EXTM3U\r\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2.0,\nsegment-0.ts\n\n#EXT-X-ENDLIST\n';
    expect(rewritePlaylist(playlist, url)).toEqual({
      ok: true,
      playlist:
        '#EXTM3U\n#EXT-X-MAP:URI="segments/init.mp4?token=T"\n#EXTINF:2.0,\nsegments/segment-0.ts?token=T\n\n#EXT-X-ENDLIST\n',
    });
  });

  it.each([
    ['a segment in a parent folder', '#EXTM3U\n../other/seg.ts\n', '../other/seg.ts'],
    [
      'a remote segment (the token would leave)',
      '#EXTM3U\nhttps://cdn.example/seg.ts\n',
      'https://cdn.example/seg.ts',
    ],
    ['a remote key', '#EXT-X-KEY:METHOD=AES-128,URI="https://k.example/k.key"\n', 'https://k.example/k.key'],
  ])('refuses %s', (_rule, playlist, badUri) => {
    expect(rewritePlaylist(playlist, url)).toEqual({ ok: false, badUri });
  });
});
