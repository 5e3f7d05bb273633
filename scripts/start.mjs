#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then serves API + web on one port
// with an embedded PGlite in ./data (or DATABASE_URL) and the demo school, and prints the URLs to try.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const WEB_DIST = 'apps/web/dist';
const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

const builtAt = newestMtime(join(WEB_DIST, 'index.html'));
if (builtAt === 0 || Math.max(...SOURCES.map(newestMtime)) > builtAt) {
  console.log('Building the web app (first start, or its sources changed)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: { SEED_DEMO: '1', WEB_DIST, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
