import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

const metaDir = fileURLToPath(new URL('./migrations/meta/', import.meta.url));

describe('checked-in migrations', () => {
  it('describe the Drizzle schema exactly (run `npm run db:generate -- --name <change>` after a schema change)', async () => {
    const snapshots = readdirSync(metaDir)
      .filter((name) => name.endsWith('_snapshot.json'))
      .sort();
    const latest = JSON.parse(readFileSync(`${metaDir}${snapshots.at(-1)}`, 'utf8'));
    const current = generateDrizzleJson(schema, latest.id, undefined, 'snake_case');
    expect(await generateMigration(latest, current)).toEqual([]);
  });
});
