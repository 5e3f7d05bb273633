import { readFileSync } from 'node:fs';
import { AppError } from '@iexam/domain/errors';
import { parse as parseYaml } from 'yaml';
import { createDatabase } from '../db/client';
import { importExamDefinition } from '../modules/admin/service/import-exam-definition';
import type { ImportSummary } from '../modules/admin/summary';
import { runDatabaseCommand } from './database-command';

const USAGE = 'usage: npm run import -- FILE (a YAML or JSON exam definition, see docs/exam-definition.md)';

/** Thrown for problems with the file itself; printed as they are, without a stack. */
class InputError extends Error {}

function readDefinition(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  try {
    // YAML 1.2 is a superset of JSON, so one parser reads both.
    return parseYaml(text);
  } catch (error) {
    throw new InputError(`${path}: invalid YAML or JSON: ${(error as Error).message}`);
  }
}

function printSummary(summary: ImportSummary) {
  for (const outcome of ['created', 'updated', 'deleted', 'unchanged'] as const) {
    const entries = Object.entries(summary[outcome]);
    if (entries.length > 0)
      console.log(
        `  ${outcome.padEnd(9)} ${entries.map(([entity, count]) => `${entity} ${count}`).join(', ')}`,
      );
  }
}

/** `npm run import -- FILE`: loads a YAML or JSON exam definition into the configured database. */
await runDatabaseCommand(
  USAGE,
  async (url, file) => {
    const input = readDefinition(file);
    const database = await createDatabase({ url }, 2);
    try {
      await database.migrate();
      const { schoolId, summary } = await importExamDefinition(database.db, input, new Date());
      const isUnchanged =
        Object.keys({ ...summary.created, ...summary.updated, ...summary.deleted }).length === 0;
      console.log(`Imported ${file} into school '${schoolId}'${isUnchanged ? ' (nothing changed)' : ''}.`);
      printSummary(summary);
    } finally {
      await database.close();
    }
  },
  (error) => {
    if (error instanceof AppError && error.issues) {
      const problems = error.issues.map((issue) => `${issue.path}: ${issue.message}`);
      return [`Nothing was imported: ${error.issues.length} problem(s):`, ...problems].join('\n');
    }
    return error instanceof AppError || error instanceof InputError ? error.message : undefined;
  },
);
