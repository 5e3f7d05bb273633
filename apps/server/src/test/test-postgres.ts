import { startScratchServer } from '../db/embedded/open';
import { createTemplateDatabase, TEMPLATE_VARIABLE } from './test-database';

let users = 0;
let ready: Promise<() => Promise<void>> | undefined;

/**
 * Run in vitest's main process by each tier's global setup, before any test process starts (they inherit its
 * environment): DATABASE_URL's server, or else one embedded server for the whole run; and on it a migrated template
 * that every test file's database is copied from (far faster than migrating each). Released by the last tier.
 */
export async function acquireTestPostgres(): Promise<() => Promise<void>> {
  users += 1;
  ready ??= (async () => {
    const scratch = process.env.DATABASE_URL ? undefined : await startScratchServer();
    if (scratch) process.env.DATABASE_URL = scratch.embedded.url;
    const template = await createTemplateDatabase(process.env.DATABASE_URL as string);
    process.env[TEMPLATE_VARIABLE] = template.name;
    return async () => {
      await template.drop();
      if (scratch) {
        await scratch.stop();
        delete process.env.DATABASE_URL;
      }
    };
  })();
  const release = await ready;
  return async () => {
    users -= 1;
    if (users === 0) {
      ready = undefined;
      await release();
    }
  };
}

/** vitest globalSetup for the server tier. */
export default async function setup() {
  return acquireTestPostgres();
}
