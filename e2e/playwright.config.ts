import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Playwright cannot download browsers here: drive Debian's Chromium (apt-get install chromium).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 3917);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// Each run gets a new embedded database with the demo school, so runs never see each other's rows. The database
// account passes through the folder when the tests run as root (PostgreSQL then runs as another user).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'iexam-e2e-'));
chmodSync(dataDir, 0o711);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // npm test reads the JSON report from PLAYWRIGHT_JSON_OUTPUT_NAME; a run by hand only lists.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: '..',
    url: `${BASE_URL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The server stops its embedded PostgreSQL on SIGTERM; the default SIGKILL of the process group left that
    // PostgreSQL (a process group of its own) running after every run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The e2e suite always runs on an embedded PostgreSQL of its own (as npm start does), never on a shared one.
      DATABASE_URL: '',
      SEED_DEMO: '1',
      WEB_DIST: 'apps/web/dist',
      LOG_LEVEL: 'warn',
      // The specs log student1 in many times a minute from one address; the login limit has its own tests.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
