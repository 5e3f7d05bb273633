import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';

/** The contract of apps/web/src/ssr/entry-server.tsx, as built into dist-ssr/entry-server.js. */
interface RenderedPage {
  html: string;
  head: string;
  htmlLang: string;
  /** The page's title as plain text, in its language; the shell's title stays where there is none. */
  title?: string | undefined;
  /** Source modules of the page, as the client build's manifest names them. */
  modules: string[];
}

/** The client build's manifest (Vite's build.manifest): each module's file, styles and static imports. */
type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;
interface ServerRenderModule {
  renderPage(request: {
    url: string;
    cookie: string;
    userAgent: string;
    transport: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<RenderedPage | null>;
}

/** A render that takes longer than this is dropped for the plain shell: the browser then loads the page itself. */
export const RENDER_DEADLINE_MS = 2_000;
const ROOT = '<div id="root"></div>';

/**
 * The stylesheets of the modules and of every chunk they import statically, as the browser would add them on loading
 * the page's route: without them the drawn page is laid out without its own styles until the route's code arrives.
 * A module the manifest does not know is an error of the build, not of the page.
 */
export function stylesheetsOf(manifest: BuildManifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) throw new Error(`the web build's manifest has no ${key}`);
    for (const imported of entry.imports ?? []) visit(imported);
    for (const file of entry.css ?? []) styles.add(`/${file}`);
  };
  for (const module of modules) visit(module);
  return [...styles];
}

/** A stylesheet of the build and its text. */
export interface Stylesheet {
  href: string;
  css: string;
}

/** A title as HTML text: an exam's name is the school's to write, and may hold `<` or `&`. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Fills the built index.html with a rendered page: its title, the page's stylesheets, styles and payload in the head,
 * the markup in #root. The stylesheets go inline: they are a few hundred bytes, and a link would hold the first paint
 * for a round trip (the browser fetches them again, after the paint, when the route's code asks for them). The app's module
 * preloads (apps/web/build-plugins/app-preload.ts) are left out: a drawn page has nothing to wait for, and its script
 * is fetched after its first paint instead of beside the HTML the phone is painting. A stylesheet the shell already
 * links is not added again.
 */
export function fillShell(
  shell: string,
  page: Omit<RenderedPage, 'modules'>,
  stylesheets: readonly Stylesheet[] = [],
): string {
  const styles = stylesheets
    .filter(({ href }) => !shell.includes(`href="${href}"`))
    .map(({ href, css }) => `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`)
    .join('');
  return shell
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${page.htmlLang}"`)
    .replace(/<title>[^<]*<\/title>/, (shellTitle) =>
      page.title === undefined ? shellTitle : `<title>${escapeText(page.title)}</title>`,
    )
    .replace('</head>', () => `${styles}${page.head}</head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>`);
}

function headersOf(init: RequestInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers).entries());
}

const TIMED_OUT = Symbol('timed out');

async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

export type PageRenderer = (request: FastifyRequest) => Promise<string | null>;

/**
 * The server's render of the pages a candidate opens first (issue 22), or undefined when the web app was built
 * without its server bundle. The page's calls are answered by this app's own routes (`inject`), with the candidate's
 * cookie and address, so they pass the same checks, limits and logs as the browser's calls would.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
  deadlineMs = RENDER_DEADLINE_MS,
): Promise<PageRenderer | undefined> {
  const bundle = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(bundle)) return undefined;
  const { renderPage } = (await import(pathToFileURL(bundle).href)) as ServerRenderModule;
  const shell = readFileSync(join(webDist, 'index.html'), 'utf8');
  if (!shell.includes(ROOT)) throw new Error(`${webDist}/index.html has no empty ${ROOT}`);
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  // The build does not change while it is served: each page's stylesheets are found and read once.
  const stylesheetsByModules = new Map<string, Stylesheet[]>();
  const stylesheetsFor = (modules: readonly string[]): Stylesheet[] => {
    const key = modules.join('\n');
    let found = stylesheetsByModules.get(key);
    if (!found) {
      found = stylesheetsOf(manifest, modules).map((href) => ({
        href,
        css: readFileSync(join(webDist, href), 'utf8'),
      }));
      stylesheetsByModules.set(key, found);
    }
    return found;
  };

  return async (request) => {
    const cookie = request.headers.cookie ?? '';
    const userAgent = request.headers['user-agent'] ?? '';
    const transport = async (url: string, init: RequestInit) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as HTTPMethods,
        url,
        headers: { ...headersOf(init), cookie, 'user-agent': userAgent },
        remoteAddress: request.ip,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    try {
      const page = await withDeadline(
        renderPage({ url: request.url, cookie, userAgent, transport }),
        deadlineMs,
      );
      if (page === null) return null;
      if (page === TIMED_OUT) {
        request.log.warn({ deadlineMs }, 'server render too slow: sending the plain shell');
        return null;
      }
      return fillShell(shell, page, stylesheetsFor(page.modules));
    } catch (error) {
      request.log.warn({ err: error }, 'server render failed: sending the plain shell');
      return null;
    }
  };
}
