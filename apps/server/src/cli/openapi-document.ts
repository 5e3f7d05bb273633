import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase, type Database } from '../db/client';
import { startScratchServer } from '../db/embedded/open';

/** The OpenAPI document as the routes describe it, from an app on the given (empty, throw-away) database. */
export async function renderOpenapiDocument(database: Database): Promise<string> {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }, false), { database });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}

/** The same, on an embedded server of its own (`npm run openapi:write`). */
export async function renderOpenapiDocumentOnScratch(): Promise<string> {
  const scratch = await startScratchServer();
  const database = await createDatabase({ url: scratch.embedded.url }, 2);
  try {
    await database.migrate();
    return await renderOpenapiDocument(database);
  } finally {
    await database.close();
    await scratch.stop();
  }
}

export const OPENAPI_DOCUMENT_PATH = new URL('../../../../docs/openapi.json', import.meta.url);
