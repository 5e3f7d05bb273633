#!/usr/bin/env node
// What a fresh clone's `npm ci` makes of package-lock.json: it must not stop, and it must not warn a newcomer.
// - `npm ci` refuses a lock file that lacks any optional dependency of a locked package. The registry reachable here
//   does not serve some platform builds (Biome's macOS/Windows/musl binaries), so `npm install` leaves them out of
//   the lock and a fresh clone's `npm ci` would fail. See docs/decisions/0007-lockfile-platform-entries.md.
// - A locked package whose engines.node excludes the Node version the README promises prints EBADENGINE on that
//   version, and may not run there; a package's install script that package.json neither approves nor denies (npm 11
//   blocks it) prints a warning. See docs/decisions/0054-dependencies-on-the-readmes-node.md.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const read = (file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const lock = JSON.parse(read('package-lock.json'));
const root = JSON.parse(read('package.json'));
const problems = [];

const missing = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`;
    if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`])
      missing.push(`${name} (optional for ${path || 'root'})`);
  }
}
if (missing.length > 0)
  problems.push(
    `package-lock.json lacks entries npm ci needs:\n  ${missing.join('\n  ')}\n` +
      'Add them as platform-only stubs (docs/decisions/0007-lockfile-platform-entries.md).',
  );

const promised = read('README.md').match(/Needs Node\.js (\d+\.\d+(?:\.\d+)?) or newer/)?.[1];
const node = promised === undefined ? null : semver.coerce(promised)?.version;
const rootMinimum = semver.minVersion(root.engines?.node ?? '')?.version;
if (!node)
  problems.push('README.md no longer says "Needs Node.js X.Y or newer": say it, or update this check.');
else if (rootMinimum !== node)
  problems.push(
    `README.md names Node.js ${promised}, but package.json engines.node is "${root.engines?.node}".`,
  );

const nameOf = (path, entry) =>
  entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
// Keys are a name ("esbuild") or a name with a version range ("esbuild@0.28.2"); a scoped name starts with "@".
const scriptRules = Object.keys(root.allowScripts ?? {}).map((key) => {
  const at = key.indexOf('@', 1);
  return at === -1 ? { name: key, range: '*' } : { name: key.slice(0, at), range: key.slice(at + 1) };
});
const excluded = [];
const unreviewed = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  if (path === '' || entry.link) continue;
  const name = nameOf(path, entry);
  const range = entry.engines?.node;
  // npm itself checks with prereleases included, so a range it accepts is accepted here too.
  if (node && typeof range === 'string' && !semver.satisfies(node, range, { includePrerelease: true }))
    excluded.push(`${name}@${entry.version} needs node ${range} (${path})`);
  const reviewed = scriptRules.some(
    (rule) => rule.name === name && semver.satisfies(entry.version, rule.range, { includePrerelease: true }),
  );
  if (entry.hasInstallScript && !reviewed) unreviewed.push(`${name}@${entry.version} (${path})`);
}
if (excluded.length > 0)
  problems.push(
    `Locked packages that exclude Node.js ${node}, the version README.md names:\n  ${excluded.join('\n  ')}\n` +
      'Pin or override them to a version that accepts it (docs/decisions/0054-dependencies-on-the-readmes-node.md).',
  );
if (unreviewed.length > 0)
  problems.push(
    `Install scripts that package.json's allowScripts neither approves nor denies:\n  ${unreviewed.join('\n  ')}\n` +
      'Read what each does, then `npm install-scripts approve NAME` or `npm install-scripts deny NAME`.',
  );

if (problems.length > 0) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
console.log(
  `package-lock.json lists every optional dependency npm ci checks; every locked package accepts Node.js ${node}, ` +
    'and every install script is approved or denied.',
);
