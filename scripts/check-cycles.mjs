#!/usr/bin/env node
// No import cycles in any workspace (issue 14): a cycle means two files cannot be understood, tested or moved apart.
// madge resolves the TypeScript imports of each source tree; a local import it could not resolve would hide a cycle,
// so that fails too. Imports of another workspace (`@iexam/domain/...`) are that workspace's own tree, checked here.
import madge from 'madge';

const trees = [
  { dir: 'packages/domain/src', tsConfig: 'packages/domain/tsconfig.json' },
  { dir: 'apps/server/src', tsConfig: 'apps/server/tsconfig.json' },
  { dir: 'apps/web/src', tsConfig: 'apps/web/tsconfig.json' },
  { dir: 'bench/src', tsConfig: 'bench/tsconfig.json' },
];

let failed = false;
for (const { dir, tsConfig } of trees) {
  const result = await madge(dir, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig,
    excludeRegExp: [/\.d\.ts$/],
  });
  const cycles = result.circular();
  // A Vite `?raw` import is a text file (the question-format samples), not a module: it takes part in no cycle.
  const unresolved = result
    .warnings()
    .skipped.filter((name) => name.startsWith('.') && !name.endsWith('?raw'));
  console.log(`${dir}: ${Object.keys(result.obj()).length} files, ${cycles.length} cycles`);
  for (const cycle of cycles) console.log(`  cycle: ${cycle.join(' -> ')}`);
  for (const name of unresolved) console.log(`  unresolved local import: ${name}`);
  if (cycles.length > 0 || unresolved.length > 0) failed = true;
}
process.exit(failed ? 1 : 0);
