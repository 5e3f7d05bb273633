import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverProject = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

// One runner for every suite; each project is one tier of DESIGN.md section 7. The server suite runs on PGlite,
// and again on PostgreSQL when DATABASE_URL is set (each test file in a database of its own).
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
      serverProject('server', { TEST_DATABASE: 'pglite' }),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', { TEST_DATABASE: 'postgres' })] : []),
      'apps/web/vite.config.ts',
    ],
  },
});
