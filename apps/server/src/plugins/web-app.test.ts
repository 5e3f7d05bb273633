import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../test/build-app';

/** Issue 8 page load: the build's .br/.gz copies are what a browser gets, never the full-size file. */
describe('web app assets are sent precompressed', () => {
  let app: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'iexam-web-'));
  const script = `export const page = ${JSON.stringify('考试信息 '.repeat(400))};\n`;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>iExam test shell</title>');
    writeFileSync(join(webDist, 'assets/route-abc123.js'), script);
    writeFileSync(join(webDist, 'assets/route-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDist, 'assets/route-abc123.js.gz'), gzipSync(script));
    writeFileSync(join(webDist, 'assets/tiny-def456.js'), 'export {};\n');
    app = await build({ config: { webDist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ])(
    'accept-encoding %s gets the %s copy of the same script, cached for good',
    async (accept, encoding, decode) => {
      const response = await get('/assets/route-abc123.js', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
      expect(decode(response.rawPayload).toString()).toBe(script);
    },
  );

  it('a client that accepts no encoding gets the file as it is', async () => {
    const response = await get('/assets/route-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('a file the build left uncompressed (too small to gain) is sent as it is', async () => {
    const response = await get('/assets/tiny-def456.js', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {};\n');
  });
});
