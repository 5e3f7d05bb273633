import { RestoreError, restoreDatabase } from '../db/backup';
import { createDatabase } from '../db/client';
import { runDatabaseCommand } from './database-command';

/** `npm run db:restore -- FILE`: into a new DATA_DIR (or an empty DATABASE_URL), all or nothing. */
await runDatabaseCommand(
  'usage: DATA_DIR=./new-folder npm run db:restore -- FILE (see docs/operations.md, "Backup")',
  async (url, file) => {
    const database = await createDatabase({ url }, 1);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    console.log(`Restoring ${file}…`);
    const { madeAt, rows } = await restoreDatabase(url, file, (line) => console.log(line));
    console.log(`Restored ${rows} rows from the backup of ${madeAt}.`);
  },
  (error) => (error instanceof RestoreError ? error.message : undefined),
);
