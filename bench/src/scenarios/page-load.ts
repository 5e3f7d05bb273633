import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { SCHOOL_ID } from '../fixture';
import { round } from '../processes';

const run = promisify(execFile);

/** The pages measured: the information page, the answer page and the result page. */
export type RouteName = 'examInfo' | 'examContent' | 'examResult';

/** Code that must not load on a route that does not show it, found by marks its chunks carry. */
const HEAVY_CODE: Record<string, RegExp> = {
  editor: /cm-editor|@codemirror|CodeMirror/,
  chart: /echarts/,
  video: /videojs|vjs-tech/,
  // highlight.js's own core (a warning it carries) or its theme's token classes: the bare `hljs` class name is also
  // written by the app's code-block frame, which shows code without the library.
  highlighter: /Falling back to no-highlight mode|\.hljs-/,
  // markdown-it's own error texts: the app's markdown renderer, needed only where markdown content is shown.
  markdown: /markdown-it|MarkdownIt/,
};
/** The kinds of heavy code looked for, as the report names them. */
export const HEAVY_CODE_KINDS = Object.keys(HEAVY_CODE);

export interface PageLoadResult {
  route: RouteName;
  url: string;
  scriptGzipBytes: number;
  styleGzipBytes: number;
  files: number;
  floorGzipBytes: number;
  /** The antd components in the floor: those whose classes the drawn page carries (first-paint-components.ts). */
  floorComponents: string[];
  ratioToFloor: number;
  /** The floor with the libraries every candidate page needs (FloorKind 'stack'), and the page's ratio to it. */
  stackFloorGzipBytes: number;
  ratioToStackFloor: number;
  heavyCode: string[];
  /** Every script and style the page loaded, biggest first, with its gzip size. */
  loaded: { file: string; gzipBytes: number }[];
  performanceScore: number | null;
  lcpMs: number | null;
  /** Cumulative layout shift (goal < 0.05), and the elements that moved most (Lighthouse's layout-shifts audit). */
  cls: number | null;
  shifts: { element: string; score: number }[];
  /** What the score is made of besides LCP and CLS: first paint and the main thread's blocking after it. */
  fcpMs: number | null;
  tbtMs: number | null;
  /** The element Lighthouse took for the largest paint. */
  lcpElement: string | null;
}

/**
 * Hands a started attempt in (SPEC §7 doExam) as its tab would, so that its result page has a result to show. A
 * failure throws: the result page would otherwise be measured as an error page.
 */
export async function handIn<Attempt extends { token: string; examResultId: number; clientId: string }>(
  baseUrl: string,
  attempt: Attempt,
): Promise<Attempt> {
  const response = await fetch(`${baseUrl}/api/iexam/sso/v1/doExam`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${attempt.token}`,
      'x-tenant-id': SCHOOL_ID,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ examResultId: attempt.examResultId, clientId: attempt.clientId, isTimeUp: false }),
  });
  if (!response.ok) throw new Error(`doExam answered ${response.status}: ${await response.text()}`);
  return attempt;
}

const gzipSize = (path: string) => gzipSync(readFileSync(path)).length;

/**
 * What a floor page holds besides React, react-dom and the antd components: nothing (the floor), or also the
 * libraries DESIGN.md chooses for every candidate page, each doing what our pages do with it (the stack floor): routes
 * and links, a cached query, a mutation and the server's answers hydrated, one language's texts, a date formatted.
 */
export type FloorKind = 'antd' | 'stack';

const STACK_IMPORTS = [
  "import { BrowserRouter, Link, useNavigate, useParams, useRoutes, useSearchParams } from 'react-router';",
  "import { hydrate, QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';",
  "import i18next from 'i18next';",
  "import { initReactI18next, useTranslation } from 'react-i18next';",
  "import dayjs from 'dayjs';",
];

const STACK_PAGE = [
  'const client = new QueryClient();',
  "hydrate(client, JSON.parse(document.getElementById('state')?.textContent ?? '{}'));",
  "i18next.use(initReactI18next).init({ lng: 'zh_CN', resources: { zh_CN: { translation: { title: '考试' } } } });",
  'function Page() {',
  '  const { t } = useTranslation();',
  '  const { id } = useParams();',
  '  const [search] = useSearchParams();',
  '  const navigate = useNavigate();',
  "  const info = useQuery({ queryKey: ['exam', id], queryFn: () => fetch('/exam/' + id).then((r) => r.json()) });",
  "  const save = useMutation({ mutationFn: (body) => fetch('/save', { method: 'POST', body }) });",
  "  const onClick = () => { save.mutate(search.get('q')); navigate('/'); };",
  "  return h('div', { onClick }, t('title'), dayjs(info.data?.at).format('YYYY-MM-DD HH:mm'), h(Link, { to: '/' }, 'back'), used.map((C, i) => h('div', { key: i }, String(!!C))));",
  '}',
  "const Routes = () => useRoutes([{ path: '/:id?', element: h(Page) }]);",
  "createRoot(document.getElementById('root')).render(h(QueryClientProvider, { client }, h(ConfigProvider, null, h(App, null, h(BrowserRouter, null, h(Routes))))));",
];

/**
 * Builds, with the web app's own Vite, a page holding only React, react-dom and the antd components the route renders
 * at first paint (and for the stack floor, the libraries of FloorKind), and returns the gzip bytes of its JavaScript
 * and CSS: the floor a route's bundle is compared to.
 */
export async function buildFloorBundle(
  repoRoot: string,
  route: RouteName,
  names: readonly string[],
  workFolder: string,
  kind: FloorKind = 'antd',
): Promise<number> {
  const root = join(workFolder, `floor-${route}-${kind}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>',
  );
  const antdPage = [
    "createRoot(document.getElementById('root')).render(h(ConfigProvider, null, h(App, null, used.map((C, i) => h('div', { key: i }, String(!!C))))));",
  ];
  writeFileSync(
    join(root, 'main.js'),
    [
      "import { createElement as h } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      `import { ${names.join(', ')} } from 'antd';`,
      ...(kind === 'stack' ? STACK_IMPORTS : []),
      `const used = [${names.join(', ')}];`,
      ...(kind === 'stack' ? STACK_PAGE : antdPage),
    ].join('\n'),
  );
  await run(
    process.execPath,
    [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error', '--outDir', 'dist'],
    {
      cwd: root,
    },
  );
  const assets = join(root, 'dist', 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .reduce((sum, name) => sum + gzipSize(join(assets, name)), 0);
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

/**
 * Lighthouse's default mobile run (simulated throttling) in Debian's Chromium, with the session in the browser's own
 * cookie jar, as a candidate's browser holds it: a Cookie header added to every request (the CLI's --extra-headers)
 * is replaced by the jar's as soon as the page writes a cookie of its own (its time zone), and the answer page then
 * measured the login page it was sent to. Storage is not reset, or the session would go with it; each run has a
 * fresh profile.
 */
async function runLighthouse(url: string, cookie: string, chromePath: string): Promise<LighthouseReport> {
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const { origin, hostname } = new URL(url);
    for (const pair of cookie.split(';')) {
      const at = pair.indexOf('=');
      if (at > 0)
        await browser.setCookie({
          name: pair.slice(0, at).trim(),
          value: pair.slice(at + 1).trim(),
          domain: hostname,
          path: '/',
        });
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        logLevel: 'error',
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${origin}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    await browser.disconnect();
    return result.lhr as unknown as LighthouseReport;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse (mobile profile, simulated throttling) on Debian's Chromium, logged in by the session cookie. The
 * scripts and styles the page fetched during the load, with no interaction, are what it loads before it is
 * interactive; their gzip size is taken from the built files.
 */
export async function measureRoute(options: {
  repoRoot: string;
  route: RouteName;
  url: string;
  cookie: string;
  webDist: string;
  floorGzipBytes: number;
  stackFloorGzipBytes: number;
  floorComponents: string[];
  chromePath: string;
  /** Where Lighthouse's whole report of this load is written, for a look at its trace-based figures. */
  reportFile: string;
}): Promise<PageLoadResult> {
  // Lighthouse now and then loses the trace of a load (NO_NAVSTART, its own advice: run it again): once more.
  const report = await runLighthouse(options.url, options.cookie, options.chromePath).catch(
    (error: unknown) => {
      if (error instanceof Error && error.message.includes('NO_NAVSTART'))
        return runLighthouse(options.url, options.cookie, options.chromePath);
      throw error;
    },
  );
  writeFileSync(options.reportFile, JSON.stringify(report));
  {
    const items = (report.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
    const shiftItems = (report.audits['layout-shifts']?.details?.items ?? []) as {
      node?: { selector?: string; nodeLabel?: string };
      score?: number;
    }[];
    const shifts = shiftItems.slice(0, 3).map((item) => ({
      element: `${item.node?.selector ?? '?'} ("${(item.node?.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40)}…")`,
      score: Math.round((item.score ?? 0) * 1000) / 1000,
    }));
    let scriptGzipBytes = 0;
    let styleGzipBytes = 0;
    let files = 0;
    const heavyCode = new Set<string>();
    const loaded: PageLoadResult['loaded'] = [];
    for (const item of items) {
      const path = new URL(item.url).pathname;
      const isScript = path.endsWith('.js');
      const isStyle = path.endsWith('.css');
      if (!isScript && !isStyle) continue;
      const file = join(options.webDist, path);
      if (!existsSync(file)) continue;
      files += 1;
      const gzipBytes = gzipSize(file);
      loaded.push({ file: path.replace(/^.*\//, ''), gzipBytes });
      if (isScript) scriptGzipBytes += gzipBytes;
      else styleGzipBytes += gzipBytes;
      const text = readFileSync(file, 'utf8');
      for (const [kind, mark] of Object.entries(HEAVY_CODE)) if (mark.test(text)) heavyCode.add(kind);
    }
    const score = report.categories.performance.score;
    const lcpItems = (report.audits['largest-contentful-paint-element']?.details?.items ?? []) as {
      items?: { node?: { selector?: string; nodeLabel?: string } }[];
    }[];
    const lcpNode = lcpItems[0]?.items?.[0]?.node;
    const fcp = report.audits['first-contentful-paint']?.numericValue;
    const tbt = report.audits['total-blocking-time']?.numericValue;
    const lcp = report.audits['largest-contentful-paint']?.numericValue;
    const cls = report.audits['cumulative-layout-shift']?.numericValue;
    return {
      route: options.route,
      url: options.url,
      scriptGzipBytes,
      styleGzipBytes,
      files,
      floorGzipBytes: options.floorGzipBytes,
      floorComponents: options.floorComponents,
      ratioToFloor: round((scriptGzipBytes + styleGzipBytes) / Math.max(options.floorGzipBytes, 1), 2),
      stackFloorGzipBytes: options.stackFloorGzipBytes,
      ratioToStackFloor: round(
        (scriptGzipBytes + styleGzipBytes) / Math.max(options.stackFloorGzipBytes, 1),
        2,
      ),
      heavyCode: [...heavyCode],
      loaded: loaded.sort((a, b) => b.gzipBytes - a.gzipBytes),
      performanceScore: score === null ? null : Math.round(score * 100),
      lcpMs: lcp === undefined ? null : Math.round(lcp),
      cls: cls === undefined ? null : Math.round(cls * 1000) / 1000,
      shifts,
      fcpMs: fcp === undefined ? null : Math.round(fcp),
      tbtMs: tbt === undefined ? null : Math.round(tbt),
      lcpElement: lcpNode
        ? `${lcpNode.selector ?? '?'} ("${(lcpNode.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40)}…")`
        : null,
    };
  }
}
