import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One project per tier (docs/testing.md), run by `npm test` one tier at a time, cheapest first: `unit` (domain,
 * bench, web-unit: node, no DOM, seconds), `server` (real PostgreSQL), `web` (components in jsdom against a real
 * server). `npx vitest run --project <name> <file>` runs one file of one tier.
 */
const server: TestProjectInlineConfiguration = {
  test: {
    name: 'server',
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/test-postgres.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
};

const webUnit: TestProjectInlineConfiguration = {
  // The web build's aliases (@, zod configured for the CSP) and plugins, without its DOM.
  extends: './apps/web/vite.config.ts',
  test: {
    name: 'web-unit',
    root: 'apps/web',
    // `.test.ts`: logic with no DOM and no server. A file that needs a DOM (DOMPurify, storage) says
    // `@vitest-environment jsdom`; one that needs the test server is a `.live.test.ts` of the web tier.
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.live.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup-unit.ts'],
  },
};

const webComponent: TestProjectInlineConfiguration = {
  extends: './apps/web/vite.config.ts',
  test: {
    name: 'web',
    root: 'apps/web',
    // `.test.tsx`: components rendered in jsdom; they and `.live.test.ts` talk to the real server that
    // test-server/serve.ts runs.
    include: ['src/**/*.test.tsx', 'src/**/*.live.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    globalSetup: ['./test-server/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      { test: { name: 'bench', root: 'bench', include: ['src/**/*.test.ts'], environment: 'node' } },
      webUnit,
      server,
      webComponent,
    ],
  },
});
