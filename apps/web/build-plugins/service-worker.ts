import { readFile } from 'node:fs/promises';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The route whose page must reload without a network (issue 22): the answer page. */
const OFFLINE_ROUTE = 'src/pages/examContent/exam-content-page.tsx';
/** The app itself, which the small entry imports once the page is painted (src/main.tsx). */
const APP = 'src/boot.tsx';
/** Each language's texts, a chunk of its own (src/i18n/index.ts): an offline reload needs the candidate's. */
const CATALOGUE = /src\/i18n\/[a-z]{2}_[A-Z]{2}\.json$/;

function isChunk(item: OutputBundle[string]): item is OutputChunk {
  return item.type === 'chunk';
}

/** A chunk, everything it imports statically, and their CSS: what must be at hand before it runs. */
function closureOf(bundle: OutputBundle, roots: OutputChunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported && isChunk(imported)) visit(imported);
    }
  };
  for (const root of roots) visit(root);
  return files;
}

/**
 * Emits `sw.js` (service-worker/sw.js) with this build's version and the files to precache: index.html, the entry
 * and the answer page with their static imports, and both languages' catalogues. Lazy chunks the page loads later
 * (the code editor, the video player) are kept by the worker as they are fetched; the rest of the app is not
 * downloaded ahead for nobody.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'iexam-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const roots = chunks.filter(
        (chunk) =>
          chunk.isEntry ||
          chunk.facadeModuleId?.endsWith(APP) === true ||
          chunk.facadeModuleId?.endsWith(OFFLINE_ROUTE) === true ||
          CATALOGUE.test(chunk.facadeModuleId ?? ''),
      );
      for (const needed of [APP, OFFLINE_ROUTE])
        if (!roots.some((chunk) => chunk.facadeModuleId?.endsWith(needed)))
          this.error(`service worker: no chunk for ${needed}; was it renamed?`);
      const precache = ['/index.html', ...[...closureOf(bundle, roots)].sort().map((file) => `/${file}`)];
      const version = roots
        .map((chunk) => chunk.fileName)
        .sort()
        .join('|');
      const template = await readFile(new URL('../service-worker/sw.js', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace("'__VERSION__'", JSON.stringify(hashOf(version)))
          .replace('__PRECACHE__', JSON.stringify(precache)),
      });
    },
  };
}

/** A short stable name for this build's files (FNV-1a): a new deployment gets a new cache. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
