import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { EmbeddedPostgresError } from '../db/embedded/errors';
import { openDatabaseServer } from '../db/embedded/open';

/**
 * Runs a command that works on the configured database (`npm run import`, `db:backup`, `db:restore`): DATABASE_URL's
 * server, or DATA_DIR's embedded one (through the socket of the `npm start` running on it, or started for the
 * command). `file` is named relative to where npm was typed. Errors meant for people are printed without a stack.
 */
export async function runDatabaseCommand(
  usage: string,
  work: (url: string, file: string) => Promise<void>,
  /** The text for an error the command expects (bad input), or undefined to print it with its stack. */
  explain: (error: unknown) => string | undefined = () => undefined,
): Promise<void> {
  const argument = process.argv[2];
  if (!argument || argument === '--help') {
    console.error(usage);
    process.exit(2);
  }
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  try {
    const config = loadConfig(process.env, false);
    const server = await openDatabaseServer(config.database, (message) => console.log(message));
    try {
      await work(server.url, file);
    } finally {
      await server.stop();
    }
  } catch (error) {
    const isForPeople = error instanceof ConfigError || error instanceof EmbeddedPostgresError;
    console.error(isForPeople ? (error as Error).message : (explain(error) ?? error));
    process.exit(1);
  }
}
