import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, pageEncodingFor } from './page-encoding';

describe('issue 22: the drawn page is sent compressed', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['*', 'gzip'],
    ['gzip;q=0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding %j: %s', (acceptEncoding, expected) => {
    expect(pageEncodingFor(acceptEncoding)).toBe(expected);
  });

  it('encodes the page so that it decodes to the same text, in a fraction of its size', async () => {
    const page = `<!doctype html><html><head><style>${'.ant-btn{color:red}'.repeat(2000)}</style></head><body>考试</body></html>`;
    const br = await encodePage(page, 'br');
    const gz = await encodePage(page, 'gzip');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(page);
    expect(gunzipSync(gz).toString('utf8')).toBe(page);
    expect(br.length).toBeLessThan(Buffer.byteLength(page) / 10);
  });
});
