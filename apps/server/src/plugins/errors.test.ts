import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../test/build-app';
import { expectEnvelope } from '../test/envelope';

describe('error envelope and web app fallback', () => {
  let app: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'iexam-web-'));

  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>iExam test shell</title>');
    app = await build({ config: { webDist } });
    app.get('/api/test/boom', async () => {
      throw new Error('database password is hunter2');
    });
  });
  afterAll(() => app.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('an unknown API route is a JSON 404 envelope', async () => {
    const response = await get('/api/nothing/here', { accept: 'text/html' });
    expectEnvelope(response, 404, {
      code: 404,
      message: 'unknown route GET /api/nothing/here',
      data: { reason: 'NOT_FOUND' },
    });
  });

  it('a client-side route of the web app gets index.html', async () => {
    const response = await get('/portal/demo', { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('iExam test shell');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  // Issue 42: the start banner's addresses, opened with curl (`Accept: */*`), a client that sends no Accept, or a
  // script that asks for JSON, answer what a browser gets, not the API's 404.
  it.each([
    ['accept */*', { accept: '*/*' }],
    ['no accept header', {}],
    ['accept application/json', { accept: 'application/json' }],
  ])(
    'a page address is the page whatever the Accept header (%s)',
    async (_case, headers: Record<string, string>) => {
      const response = await get('/iexam/demo/examInfo?examId=1', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('iExam test shell');
    },
  );

  it.each([['text/html'], ['*/*']])(
    'a file the build does not have is a JSON 404, not the page (Accept %s)',
    async (accept) => {
      const response = await get('/assets/gone-abc123.js', { accept });
      expectEnvelope(response, 404, {
        code: 404,
        message: 'unknown route GET /assets/gone-abc123.js',
        data: { reason: 'NOT_FOUND' },
      });
    },
  );

  it('our own fault is a 500 that hides the internals and names the request id', async () => {
    const response = await get('/api/test/boom', { 'x-request-id': 'req-42' });
    expect(response.body).not.toContain('hunter2');
    expectEnvelope(response, 500, {
      code: 500,
      message: 'internal error',
      data: { reason: 'INTERNAL', requestId: 'req-42' },
    });
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"schoolId":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.reason).toBe('VALIDATION_FAILED');
  });

  it('a malformed tenant header is a 400 naming it', async () => {
    const response = await get('/api/accounts/users/me', { 'x-tenant-id': 'DROP TABLE' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ reason: 'VALIDATION_FAILED', field: 'x-tenant-id' });
  });

  it('/healthz checks the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
  });

  it('/healthz answers 503 when the database is gone', async () => {
    const broken = await build();
    await broken.database.close();
    const response = await broken.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json().data.reason).toBe('UNAVAILABLE');
    await broken.close().catch(() => undefined);
  });

  it('the OpenAPI document is served at /docs/json', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/accounts/users/me');
  });
});
