import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The app itself, which the small entry (src/main.tsx) imports at once: the router and everything every route needs. */
const APP_KEY = 'src/boot.tsx';

/**
 * The chunk keys loading `key` brings in: itself and its static imports, transitively; with `withDynamic`, also what
 * its lazy imports bring when they run. The entry's and the app's own lazy imports are the app itself and the router's
 * other routes, so they are never followed: a route that shares code with the app does not thereby reach every route.
 */
export function closureOf(manifest: Manifest, key: string, withDynamic = false): Set<string> {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    const chunk = manifest[current];
    if (!chunk) throw new Error(`the manifest has no chunk ${current}`);
    seen.add(current);
    for (const next of chunk.imports ?? []) visit(next);
    if (withDynamic && !chunk.isEntry && chunk.src !== APP_KEY)
      for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  visit(key);
  return seen;
}

function entryKey(manifest: Manifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  return entry[0];
}

/** What every page loads before its route: the entry and the app it imports at once, with their static imports. */
export function appClosure(manifest: Manifest): Set<string> {
  return new Set([...closureOf(manifest, entryKey(manifest)), ...closureOf(manifest, APP_KEY)]);
}

/** Bytes as written and gzipped, over the JavaScript files of the given chunks. */
export function sizeOf(manifest: Manifest, distDir: string, keys: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (!file?.endsWith('.js')) continue;
    const bytes = readFileSync(join(distDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

// echarts' own makeInner() key: survives minification, and nothing else in the app writes it.
const ECHARTS_MARKER = '__ec_inner_';

// Strings of the libraries' own code that survive minification and that nothing else in the app writes.
const HIGHLIGHT_JS_MARKER = 'Falling back to no-highlight mode';
const CODEMIRROR_MARKER = 'Measure loop restarted';
const MARKDOWN_IT_MARKER = 'Input data should be a String';
const DOMPURIFY_MARKER = 'data-tt-policy-suffix';
// rc-select's default class prefix: written only by @rc-component/select (antd Select, and Pagination's size select).
const SELECT_MARKER = 'rc-select';
// The name antd's Form.Item gives its warnings: the string stays in the minified Form code, and only there.
const FORM_MARKER = 'Form.Item';
// rc-image's default class prefix: written only by @rc-component/image (antd Image and its preview).
const IMAGE_MARKER = 'rc-image';
// The name zod 4's core gives its error class: in zod's own code, and only there.
const ZOD_MARKER = '$ZodError';
// A path of antd Result's 404 illustration (antd/es/result/noFound.js): the three illustrations travel together.
const RESULT_MARKER = 'M39.9 159.4a5.7';

/** The JavaScript chunks whose code contains `marker`. */
export function chunksContaining(manifest: Manifest, distDir: string, marker: string): string[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js'))
    .filter(([, chunk]) => readFileSync(join(distDir, chunk.file), 'utf8').includes(marker))
    .map(([key]) => key);
}

/** The chunks that hold echarts code. */
export function echartsChunks(manifest: Manifest, distDir: string): string[] {
  return chunksContaining(manifest, distDir, ECHARTS_MARKER);
}

/** The chunks that hold highlight.js (the markdown code-block highlighter). */
export function highlighterChunks(manifest: Manifest, distDir: string): string[] {
  return chunksContaining(manifest, distDir, HIGHLIGHT_JS_MARKER);
}

/** The chunks that hold CodeMirror (the code-question editor). */
export function editorChunks(manifest: Manifest, distDir: string): string[] {
  return chunksContaining(manifest, distDir, CODEMIRROR_MARKER);
}

/** The chunks that hold markdown-it (the markdown renderer of the content viewer). */
export function markdownChunks(manifest: Manifest, distDir: string): string[] {
  return chunksContaining(manifest, distDir, MARKDOWN_IT_MARKER);
}

/** The chunks that hold sanitize-html's DOMPurify (staff HTML and rendered markdown). */
export function sanitizerChunks(manifest: Manifest, distDir: string): string[] {
  return chunksContaining(manifest, distDir, DOMPURIFY_MARKER);
}

/** The chunks that hold rc-select (antd Select): only the code question's language select on a candidate page. */
export function selectChunks(manifest: Manifest, distDir: string): string[] {
  return chunksContaining(manifest, distDir, SELECT_MARKER);
}

/** The chunks that hold antd Form (the booking, mailbox, open-link and login forms). */
export function formChunks(manifest: Manifest, distDir: string): string[] {
  return chunksContaining(manifest, distDir, FORM_MARKER);
}

/** The chunks that hold antd Result with its illustrations (the whole-page states: errors, refusals, the outcome). */
export function resultChunks(manifest: Manifest, distDir: string): string[] {
  return chunksContaining(manifest, distDir, RESULT_MARKER);
}

/** The chunks that hold zod (the schemas the browser checks the server's answers and its forms with). */
export function zodChunks(manifest: Manifest, distDir: string): string[] {
  return chunksContaining(manifest, distDir, ZOD_MARKER);
}

/** The chunks that hold rc-image (antd Image and its preview of the images in question content). */
export function imageChunks(manifest: Manifest, distDir: string): string[] {
  return chunksContaining(manifest, distDir, IMAGE_MARKER);
}
