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
    // The files share each worker's module cache: every file builds its own app on its own database, and nothing
    // of one file's is left in a module. Isolated, each file imported the whole app again: 751 s of the tier's
    // 2,264 s in one measured run (docs/testing.md), 10 s shared. Two workers: while one waits on PostgreSQL or a
    // sandbox, the other runs (the tier took 7.8 min on one, 4.1 min on two, on this 2-core machine).
    isolate: false,
    maxWorkers: 2,
    // A plain `vitest run` of every project runs the tiers one after the other, as npm test does.
    sequence: { groupOrder: 1 },
    globalSetup: ['src/test/test-postgres.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
};

// The unit tier's files share their workers' module cache: pure functions leave nothing behind, and the tier takes
// 13 to 15 s on two workers instead of 49 s isolated on one.
const unit = { environment: 'node', isolate: false, maxWorkers: 2, sequence: { groupOrder: 0 } } as const;

const webUnit: TestProjectInlineConfiguration = {
  // The web build's aliases (@, zod configured for the CSP) and plugins, without its DOM.
  extends: './apps/web/vite.config.ts',
  test: {
    ...unit,
    name: 'web-unit',
    root: 'apps/web',
    // `.test.ts`: logic with no DOM and no server. A file that needs a DOM (DOMPurify, storage) says
    // `@vitest-environment jsdom`; one that needs the test server is a `.live.test.ts` of the web tier.
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.live.test.ts'],
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
    // Two workers beside the test server's process: 3.4 min where one took 6.3 (isolation kept: shared, jsdom
    // files ran slower than isolated ones).
    maxWorkers: 2,
    sequence: { groupOrder: 2 },
    setupFiles: ['./src/test/setup.ts'],
    globalSetup: ['./test-server/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    projects: [
      { test: { ...unit, name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { ...unit, name: 'bench', root: 'bench', include: ['src/**/*.test.ts'] } },
      webUnit,
      server,
      webComponent,
    ],
  },
});
