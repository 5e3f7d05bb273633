import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillShell, stylesheetsOf } from './server-render';
import { webAppPlugin } from './web-app';

// The page's module imports a chunk with styles of its own, and the app's entry (whose styles the shell links).
const MANIFEST = {
  'src/page.tsx': { file: 'assets/page.js', css: ['assets/page.css'], imports: ['_shared.js', 'index.html'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'], imports: ['index.html'] },
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
};

const SHELL =
  '<!doctype html><html lang="zh-CN"><head><title>iExam</title></head><body><div id="root"></div></body></html>';

// A stand-in for apps/web's dist-ssr/entry-server.js, with the same contract: each address exercises one outcome.
const BUNDLE = `
export async function renderPage({ url, cookie, userAgent, transport }) {
  const path = url.split('?')[0];
  if (path === '/rendered') {
    const answer = await transport('/api/echo', { method: 'GET', headers: { accept: 'application/json' } });
    const echoed = await answer.json();
    return { html: '<h1>' + answer.status + ' ' + echoed.cookie + ' ' + echoed.agent + '</h1>', head: '<style>h1{}</style>', htmlLang: 'en-US', modules: ['src/page.tsx'] };
  }
  if (path === '/slow') return new Promise(() => {});
  if (path === '/broken') throw new Error('a render that fails');
  return null;
}
`;

describe('issue 22: pages the server renders', () => {
  let app: FastifyInstance;
  const root = mkdtempSync(join(tmpdir(), 'iexam-ssr-'));

  beforeAll(async () => {
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(root, 'dist', 'index.html'), SHELL);
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), BUNDLE);
    mkdirSync(join(root, 'dist', '.vite'));
    writeFileSync(join(root, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    mkdirSync(join(root, 'dist', 'assets'));
    for (const name of ['index', 'shared', 'page'])
      writeFileSync(join(root, 'dist', 'assets', `${name}.css`), `.${name}{}`);
    app = Fastify();
    app.get('/api/echo', async (request) => ({
      cookie: request.headers.cookie,
      agent: request.headers['user-agent'],
      ip: request.ip,
    }));
    await app.register(webAppPlugin, { webDist: join(root, 'dist'), renderDeadlineMs: 200 });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', cookie: 'iexam_token=abc', 'user-agent': 'PhoneBrowser/1' },
    });

  it('finds the stylesheets of a module and of every chunk it imports, once each; a module the build lacks is an error', () => {
    expect(stylesheetsOf(MANIFEST, ['src/page.tsx', '_shared.js'])).toEqual([
      '/assets/index.css',
      '/assets/shared.css',
      '/assets/page.css',
    ]);
    expect(() => stylesheetsOf(MANIFEST, ['src/gone.tsx'])).toThrow(/manifest has no src\/gone\.tsx/);
  });

  it('a stylesheet the shell already links is not added again', () => {
    const shell = SHELL.replace('</head>', '<link rel="stylesheet" href="/assets/index.css"></head>');
    const filled = fillShell(shell, { html: '', head: '', htmlLang: 'en-US' }, [
      { href: '/assets/index.css', css: 'body{}' },
      { href: '/assets/page.css', css: 'p{}' },
    ]);
    expect(filled).not.toContain('body{}');
    expect(filled).toContain('<style data-href="/assets/page.css">p{}</style></head>');
  });

  it("puts the page's text in as it is, whatever replacement patterns it holds", () => {
    const text = "$& $' $` $$ $1";
    expect(
      fillShell(SHELL, { html: `<p>${text}</p>`, head: `<style>${text}</style>`, htmlLang: 'en-US' }),
    ).toBe(
      `<!doctype html><html lang="en-US"><head><title>iExam</title><style>${text}</style></head><body><div id="root"><p>${text}</p></div></body></html>`,
    );
  });

  it('fills the shell: lang, head and the markup in #root, without the app preloads', () => {
    expect(fillShell(SHELL, { html: '<p>x</p>', head: '<style></style>', htmlLang: 'en-US' })).toBe(
      '<!doctype html><html lang="en-US"><head><title>iExam</title><style></style></head><body><div id="root"><p>x</p></div></body></html>',
    );
  });

  it("titles the page with the page's own title, as text, and keeps the shell's where it gave none (issue 42)", () => {
    const page = { html: '', head: '', htmlLang: 'zh-CN' };
    expect(fillShell(SHELL, { ...page, title: 'C++ & <Java> 期中考试 - 考试详情 - iExam' })).toContain(
      '<title>C++ &amp; &lt;Java&gt; 期中考试 - 考试详情 - iExam</title>',
    );
    expect(fillShell(SHELL, { ...page, title: "$& $' $`" })).toContain("<title>$&amp; $' $`</title>");
    expect(fillShell(SHELL, page)).toContain('<title>iExam</title>');
  });

  it("answers the page's calls with this app's routes, carrying the visitor's cookie and browser, never to be cached", async () => {
    const response = await page('/rendered?examId=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('<div id="root"><h1>200 iexam_token=abc PhoneBrowser/1</h1></div>');
    // The page's own stylesheets and those of what it imports come with it, inline, before its other styles.
    expect(response.body).toContain(
      '<style data-href="/assets/index.css">.index{}</style><style data-href="/assets/shared.css">.shared{}</style><style data-href="/assets/page.css">.page{}</style><style>h1{}</style></head>',
    );
    expect(response.body).toContain('<html lang="en-US">');
  });

  it('sends the drawn page compressed as the browser accepts, and says the answer varies with it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/rendered',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', cookie: 'iexam_token=abc' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain(
      '<div id="root"><h1>200 iexam_token=abc',
    );
  });

  it.each([
    ['a route the server does not render', '/portal/demo'],
    ['a render that fails', '/broken'],
    ['a render slower than the deadline', '/slow'],
  ])('%s gets the plain shell, which the browser draws itself', async (_case, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SHELL);
  });

  it('a HEAD request or a file name is not rendered', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/rendered', headers: { accept: 'text/html' } });
    expect(head.headers['cache-control']).toBe('no-cache');
    const file = await app.inject({ method: 'GET', url: '/rendered.js', headers: { accept: '*/*' } });
    expect(file.statusCode).toBe(404);
  });
});
