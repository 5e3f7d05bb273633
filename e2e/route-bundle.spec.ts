import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';
import {
  appClosure,
  closureOf,
  echartsChunks,
  editorChunks,
  formChunks,
  highlighterChunks,
  imageChunks,
  type Manifest,
  markdownChunks,
  readManifest,
  resultChunks,
  sanitizerChunks,
  selectChunks,
  sizeOf,
  zodChunks,
} from './support/route-chunks';

/**
 * DESIGN §3 and issue 6: echarts is lazy-loaded on the result page only. Read from the build manifest of the built
 * app (npm run build): the exam information route never reaches an echarts chunk, and the result route reaches it
 * only through a dynamic import, so it is fetched when a chart is first drawn.
 */
// The build the workers serve (support/worker-server.ts): E2E_WEB_DIST, or the app's own.
const DIST = `${resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.E2E_WEB_DIST ?? 'apps/web/dist')}/`;
const INFO_ROUTE = 'src/pages/examInfo/exam-info-page.tsx';
const RESULT_ROUTE = 'src/pages/examResult/exam-result-page.tsx';
const CONTENT_ROUTE = 'src/pages/examContent/exam-content-page.tsx';
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

test('echarts is only in chunks the result route loads lazily; the exam information route never carries it', () => {
  expect(existsSync(`${DIST}.vite/manifest.json`), 'build first: npm run build').toBe(true);
  const manifest = readManifest(DIST);
  const echarts = echartsChunks(manifest, DIST);
  expect(echarts.length, 'no chunk holds echarts: has the marker changed?').toBeGreaterThan(0);

  const app = appClosure(manifest);
  const info = new Set([...app, ...closureOf(manifest, INFO_ROUTE, true)]);
  const resultNow = new Set([...app, ...closureOf(manifest, RESULT_ROUTE)]);
  const resultLater = closureOf(manifest, RESULT_ROUTE, true);
  for (const chunk of echarts) {
    expect(info.has(chunk), `${chunk} is reachable from the exam information route`).toBe(false);
    expect(resultNow.has(chunk), `${chunk} loads with the result route instead of on first draw`).toBe(false);
    expect(resultLater.has(chunk), `${chunk} is not reachable from the result route`).toBe(true);
  }

  const infoNow = new Set([...app, ...closureOf(manifest, INFO_ROUTE)]);
  const onlyResult = [...resultNow].filter((key) => !infoNow.has(key));
  const lazy = [...resultLater].filter((key) => !resultNow.has(key) && !infoNow.has(key));
  const report = {
    'app entry (every route)': sizeOf(manifest, DIST, app),
    'examInfo route on load': sizeOf(manifest, DIST, infoNow),
    'examResult route on load': sizeOf(manifest, DIST, resultNow),
    'examResult on load, not shared with examInfo': sizeOf(manifest, DIST, onlyResult),
    'examResult lazy (echarts, on first chart)': sizeOf(manifest, DIST, lazy),
  };
  for (const [name, size] of Object.entries(report))
    console.log(`${name}: ${kib(size.raw)} (${kib(size.gzip)} gzipped)`);
  console.log(`result-only chunks: ${onlyResult.map((key) => manifest[key]?.file).join(', ')}`);
  console.log(`lazy chunks: ${lazy.map((key) => manifest[key]?.file).join(', ')}`);
});

test('highlight.js and CodeMirror load only when a code block or a code question shows, never with a route', () => {
  expect(existsSync(`${DIST}.vite/manifest.json`), 'build first: npm run build').toBe(true);
  const manifest = readManifest(DIST);
  const app = appClosure(manifest);
  const infoNow = new Set([...app, ...closureOf(manifest, INFO_ROUTE)]);
  const infoLater = new Set([...app, ...closureOf(manifest, INFO_ROUTE, true)]);
  const contentNow = new Set([...app, ...closureOf(manifest, CONTENT_ROUTE)]);
  const contentLater = closureOf(manifest, CONTENT_ROUTE, true);
  for (const [library, chunks] of [
    ['highlight.js', highlighterChunks(manifest, DIST)],
    ['CodeMirror', editorChunks(manifest, DIST)],
  ] as const) {
    expect(chunks.length, `no chunk holds ${library}: has its marker changed?`).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(infoLater.has(chunk), `${chunk} (${library}) is reachable from the exam information route`).toBe(
        false,
      );
      expect(contentNow.has(chunk), `${chunk} (${library}) loads with the answer page, not on demand`).toBe(
        false,
      );
      expect(contentLater.has(chunk), `${chunk} (${library}) is not reachable from the answer page`).toBe(
        true,
      );
    }
  }
  logOnLoad(manifest, infoNow, contentNow);
});

/** What the two candidate routes load at once (with the app) and what they can reach later, from the build manifest. */
function candidateRoutes() {
  expect(existsSync(`${DIST}.vite/manifest.json`), 'build first: npm run build').toBe(true);
  const manifest = readManifest(DIST);
  const app = appClosure(manifest);
  return {
    manifest,
    infoNow: new Set([...app, ...closureOf(manifest, INFO_ROUTE)]),
    infoLater: closureOf(manifest, INFO_ROUTE, true),
    contentNow: new Set([...app, ...closureOf(manifest, CONTENT_ROUTE)]),
    contentLater: closureOf(manifest, CONTENT_ROUTE, true),
  };
}

function logOnLoad(manifest: Manifest, infoNow: Set<string>, contentNow: Set<string>): void {
  console.log(
    `answer page on load: ${kib(sizeOf(manifest, DIST, contentNow).gzip)} gzipped; examInfo on load: ${kib(sizeOf(manifest, DIST, infoNow).gzip)} gzipped`,
  );
}

test('issue 22: markdown-it and sanitize-html load with the first rich content shown, never with a route', () => {
  const { manifest, infoNow, infoLater, contentNow, contentLater } = candidateRoutes();
  // The exam information page shows staff HTML (the introduction) but never markdown, so it never reaches markdown-it.
  for (const [library, chunks, laterRoutes] of [
    ['markdown-it', markdownChunks(manifest, DIST), [contentLater]],
    ['sanitize-html', sanitizerChunks(manifest, DIST), [infoLater, contentLater]],
  ] as const) {
    expect(chunks.length, `no chunk holds ${library}: has its marker changed?`).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(infoNow.has(chunk), `${chunk} (${library}) loads with the exam information page`).toBe(false);
      expect(contentNow.has(chunk), `${chunk} (${library}) loads with the answer page, not on demand`).toBe(
        false,
      );
      for (const later of laterRoutes)
        expect(later.has(chunk), `${chunk} (${library}) is not reachable where it is shown`).toBe(true);
    }
  }
  logOnLoad(manifest, infoNow, contentNow);
});

test('issue 22 item 2: antd Select, Form, Result, the image preview and zod load when first used, never with either route', () => {
  const { manifest, infoNow, infoLater, contentNow, contentLater } = candidateRoutes();
  // Each is reachable where a candidate's action (or a code question, or an open link) shows it: the booking and
  // mailbox forms on examInfo, the language select and the image preview on examContent; zod with the first answer
  // the browser checks itself (a page drawn by the server starts from the answers in its payload).
  for (const [code, chunks, laterRoutes] of [
    ['antd Select (rc-select)', selectChunks(manifest, DIST), [contentLater]],
    ['antd Form', formChunks(manifest, DIST), [infoLater]],
    ['the image preview (rc-image)', imageChunks(manifest, DIST), [contentLater]],
    ['zod', zodChunks(manifest, DIST), [infoLater]],
    // A whole-page state (a refusal, an error, the end of an attempt) is no page's first paint; the app's PageResult
    // imports it when one is shown, from the app's own chunk, which the closures of the routes leave out.
    ['antd Result', resultChunks(manifest, DIST), []],
  ] as const) {
    expect(chunks.length, `no chunk holds ${code}: has its marker changed?`).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(infoNow.has(chunk), `${chunk} (${code}) loads with the exam information page`).toBe(false);
      expect(contentNow.has(chunk), `${chunk} (${code}) loads with the answer page`).toBe(false);
    }
    for (const later of laterRoutes)
      expect(
        chunks.some((chunk) => later.has(chunk)),
        `${code} is not reachable where it is shown`,
      ).toBe(true);
  }
  logOnLoad(manifest, infoNow, contentNow);
});

/** Vite's warning size (500 kB, of 1000 bytes), which apps/web/vite.config.ts raises for chunks fetched on demand. */
const FIRST_LOAD_CHUNK_LIMIT = 500_000;

test('issue 42: no page loads a chunk over 500 kB at once; the larger ones (video.js, echarts) come on demand', () => {
  expect(existsSync(`${DIST}.vite/manifest.json`), 'build first: npm run build').toBe(true);
  const manifest = readManifest(DIST);
  // What the app imports lazily is what a page opens with: its route's page, the language's texts, a whole-page state.
  const opened = manifest['src/boot.tsx']?.dynamicImports ?? [];
  expect(opened.length, 'the app imports no route lazily: was src/boot.tsx renamed?').toBeGreaterThan(10);
  const firstLoads = new Set([
    ...appClosure(manifest),
    ...opened.flatMap((key) => [...closureOf(manifest, key)]),
  ]);
  const large = Object.entries(manifest).filter(
    ([, chunk]) =>
      chunk.file.endsWith('.js') && statSync(`${DIST}${chunk.file}`).size > FIRST_LOAD_CHUNK_LIMIT,
  );
  for (const [key, chunk] of large)
    expect(firstLoads.has(key), `${chunk.file} is over 500 kB and loads with a page`).toBe(false);
  console.log(`over 500 kB, fetched on demand: ${large.map(([, chunk]) => chunk.file).join(', ')}`);
});

const ADMIN_ROUTE = 'src/admin/admin-app.tsx';
// A text of the console's own i18n namespace: it travels with the console's code, in whatever chunk holds it.
const ADMIN_TEXT = 'Groups & candidates';

test("issue 20: candidates never download the staff console's code or texts", () => {
  expect(existsSync(`${DIST}.vite/manifest.json`), 'build first: npm run build').toBe(true);
  const manifest = readManifest(DIST);
  expect(manifest[ADMIN_ROUTE]?.isDynamicEntry, 'the console is not a lazy route of its own').toBe(true);
  const candidateRoutes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/pages/'))
    .map(([key]) => key);
  expect(candidateRoutes.length, 'no candidate routes in the manifest').toBeGreaterThan(5);
  const candidates = new Set([
    ...appClosure(manifest),
    ...candidateRoutes.flatMap((key) => [...closureOf(manifest, key, true)]),
  ]);
  const consoleChunks = closureOf(manifest, ADMIN_ROUTE, true);
  const consoleOnly = [...consoleChunks].filter((key) => !candidates.has(key));
  expect(candidates.has(ADMIN_ROUTE), 'a candidate route reaches the console').toBe(false);
  for (const key of candidates) {
    const file = manifest[key]?.file;
    if (!file?.endsWith('.js')) continue;
    expect(readFileSync(`${DIST}${file}`, 'utf8').includes(ADMIN_TEXT), `${file} carries console texts`).toBe(
      false,
    );
  }
  const holdsText = consoleOnly.some((key) =>
    readFileSync(`${DIST}${manifest[key]?.file}`, 'utf8').includes(ADMIN_TEXT),
  );
  expect(holdsText, 'the console chunks do not hold the console texts: has the marker changed?').toBe(true);
  console.log(
    `console only: ${kib(sizeOf(manifest, DIST, consoleOnly).gzip)} gzipped in ${consoleOnly.length} chunks`,
  );
});
