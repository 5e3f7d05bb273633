import { backupDatabase } from '../db/backup';
import { runDatabaseCommand } from './database-command';

/** `npm run db:backup -- FILE`: every table, from one snapshot, while the server may keep serving. */
await runDatabaseCommand(
  'usage: npm run db:backup -- FILE (see docs/operations.md, "Backup")',
  async (url, file) => {
    console.log(`Backing up to ${file}…`);
    const { tables, rows } = await backupDatabase(url, file, (line) => console.log(line));
    console.log(`Wrote ${rows} rows of ${tables} tables to ${file}.`);
  },
);
