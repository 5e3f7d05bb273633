import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appPreload } from './build-plugins/app-preload.ts';
import { precompress } from './build-plugins/precompress.ts';
import { serviceWorker } from './build-plugins/service-worker.ts';

const apiTarget = process.env.IEXAM_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The server-render bundle (src/ssr/entry-server.tsx, `vite build --ssr`) is for the server: no worker, no .gz.
  plugins: isSsrBuild ? [react()] : [react(), appPreload(), serviceWorker(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod configured for our CSP, in the builds and the tests: no schema is built before the configuration, whichever
      // module loads zod first (src/lib/zod-configured.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-configured.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: { '/api': apiTarget, '/open': apiTarget, '/healthz': apiTarget, '/docs': apiTarget },
  },
  // The manifest lets e2e/route-bundle.spec.ts check which chunks each route loads (echarts only on results).
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: true }
    : {
        outDir: 'dist',
        sourcemap: true,
        manifest: true,
        modulePreload: { resolveDependencies: (_file: string, _deps: string[]) => [] },
        // Vite warns at 500 kB for a page's first load. The chunks above it are libraries fetched on demand, on no
        // page's first load: video.js (features/video-player/player-core, when a video block shows, about 700 kB) and
        // echarts (a result page's first chart, about 510 kB). Split in pieces, each would still be fetched whole when
        // needed. e2e/route-bundle.spec.ts fails if a page loads a chunk over 500 kB at once (issue 42).
        chunkSizeWarningLimit: 800,
      },
  // One self-contained file the server imports: antd and the rest are bundled rather than resolved by Node at run time.
  ssr: { noExternal: true },
  publicDir: isSsrBuild ? false : 'public',
  // Bundled into the server build, antd and React would otherwise choose their development builds at run time, and
  // antd's class names (css-dev-only-…) would differ from the browser's.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
}));
