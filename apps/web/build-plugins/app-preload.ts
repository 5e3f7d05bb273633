import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/** The app, which the small entry (src/main.tsx) imports at once. */
const APP = 'src/boot.tsx';

function isChunk(item: Rollup.OutputBundle[string]): item is Rollup.OutputChunk {
  return item.type === 'chunk';
}

/**
 * Lists the app's chunk and its static imports in index.html as module preloads. The entry imports the app itself
 * (after the first paint on a page the server drew), so without these the browser would learn of the app's files only
 * once the entry ran: a round trip more before any page the browser draws itself. Preloading fetches; it runs
 * nothing, so a server-drawn page still paints before the app's code runs.
 */
export function appPreload(): Plugin {
  return {
    name: 'iexam-app-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const app = Object.values(bundle)
          .filter(isChunk)
          .find((chunk) => chunk.facadeModuleId?.endsWith(APP));
        if (!app) throw new Error(`app preload: no chunk for ${APP}; was it renamed?`);
        const files = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const name of chunk.imports) {
            const imported = bundle[name];
            if (imported && isChunk(imported)) visit(imported);
          }
        };
        visit(app);
        return [...files].map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}
