#!/usr/bin/env node
// `npm ci` refuses a lock file that lacks any optional dependency of a locked package. The registry reachable here
// does not serve some platform builds (Biome's macOS/Windows/musl binaries), so `npm install` leaves them out of the
// lock and a fresh clone's `npm ci` would fail. See docs/decisions/0007-lockfile-platform-entries.md.
import { readFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const missing = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`;
    if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`])
      missing.push(`${name} (optional for ${path || 'root'})`);
  }
}
if (missing.length > 0) {
  console.error(`package-lock.json lacks entries npm ci needs:\n  ${missing.join('\n  ')}`);
  console.error('Add them as platform-only stubs (docs/decisions/0007-lockfile-platform-entries.md).');
  process.exit(1);
}
console.log('package-lock.json lists every optional dependency npm ci checks.');
