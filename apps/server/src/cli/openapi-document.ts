import { buildApp } from '../app';
import { loadConfig } from '../config';

/** The OpenAPI document as the routes describe it, from an app on a throw-away in-memory database. */
export async function renderOpenapiDocument(): Promise<string> {
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }, false),
    database: { kind: 'pglite' as const, dataDir: undefined },
  };
  const app = await buildApp(config);
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}

export const OPENAPI_DOCUMENT_PATH = new URL('../../../../docs/openapi.json', import.meta.url);
