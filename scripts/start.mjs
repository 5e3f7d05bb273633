#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then runs the server in this same
// process (apps/server/src/main.ts): the embedded PostgreSQL in ./data (or DATABASE_URL), the demo school, WORKERS
// server processes on one port, and the URLs to try. One process less between npm and the server means a signal
// npm passes on reaches the server itself.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const WEB_DIST = 'apps/web/dist';
const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

// node:cluster runs this file again for each server process: only the first builds.
if (cluster.isPrimary) {
  const builtAt = newestMtime(join(WEB_DIST, 'index.html'));
  if (builtAt === 0 || Math.max(...SOURCES.map(newestMtime)) > builtAt) {
    console.log('Building the web app (first start, or its sources changed)…');
    // The build is our own code, run before the server has any secret of its own; it keeps the user's environment
    // (PATH, npm's settings) and is given no more.
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      stdio: 'inherit',
      env: { ...process.env },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

process.env.SEED_DEMO ??= '1';
process.env.WEB_DIST ??= WEB_DIST;
register();
await import('../apps/server/src/main.ts');
