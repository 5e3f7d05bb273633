import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AppError } from '@iexam/domain/errors';
import { parse as parseYaml } from 'yaml';
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { importSchoolDefinition } from '../modules/imports/service';

/** `npm run import -- FILE`: loads a YAML or JSON exam definition into the configured database. */
async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error(
      'usage: npm run import -- FILE (a YAML or JSON exam definition, see docs/exam-definition.md)',
    );
    process.exit(2);
  }
  // npm runs workspace scripts in the workspace folder; the file is named relative to where the user typed.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const input: unknown = parseYaml(readFileSync(path, 'utf8'));
  const config = loadConfig(process.env, false);
  const database = await createDatabase(config.database);
  try {
    await database.migrate();
    const { schoolId, summary } = await importSchoolDefinition(database.db, input, new Date());
    console.log(`Imported ${path} into school '${schoolId}'.`);
    for (const outcome of ['created', 'updated', 'deleted', 'unchanged'] as const) {
      const entries = Object.entries(summary[outcome]);
      if (entries.length > 0)
        console.log(`  ${outcome.padEnd(9)} ${entries.map(([k, n]) => `${k} ${n}`).join(', ')}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AppError && error.issues) {
    console.error(`Nothing was imported: ${error.issues.length} problem(s):`);
    for (const issue of error.issues) console.error(`  ${issue.path}: ${issue.message}`);
  } else if (error instanceof ConfigError || error instanceof AppError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
