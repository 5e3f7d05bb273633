import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build-plugins/precompress.ts';
import { serviceWorker } from './build-plugins/service-worker.ts';

const apiTarget = process.env.IEXAM_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), serviceWorker(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: { '/api': apiTarget, '/open': apiTarget, '/healthz': apiTarget, '/docs': apiTarget },
  },
  // The manifest lets e2e/route-bundle.spec.ts check which chunks each route loads (echarts only on results).
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    globalSetup: ['./test-server/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
