import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverProject: TestProjectInlineConfiguration = {
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

// One runner for every suite; each project is one tier of DESIGN.md section 7. The server suite runs on
// DATABASE_URL's PostgreSQL, or on an embedded one started for the run (each test file in a database of its own).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject,
      {
        test: {
          name: 'bench',
          root: 'bench',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
