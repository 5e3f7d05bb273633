import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// Playwright cannot download browsers here: drive Debian's Chromium (apt-get install chromium).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // Each worker has a server and demo school of its own (e2e/support/worker-server.ts), and a file's tests run in
  // order on one worker, as they share that school's state. A worker with its Chromium and server keeps about two
  // cores busy: on the 2-core CI machine a second worker made the run slower (docs/testing.md), so one per two cores.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2))),
  // A failed test runs once more, recording its trace; npm test counts a test that passed only then as failed
  // (scripts/test.mjs), so the retry never hides a flaky test, it only brings the trace to read.
  retries: 1,
  timeout: 60_000,
  // npm test reads the JSON report from PLAYWRIGHT_JSON_OUTPUT_NAME; a run by hand only lists.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // Recording a trace of every test took a third of the run's time (screencast frames and DOM snapshots, measured
    // in docs/testing.md): only the retry of a failed test records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
