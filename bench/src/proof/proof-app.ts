import type { Config } from '../../../apps/server/src/config';
import { build, type TestApp } from '../../../apps/server/src/test/build-app';
import { acquireTestPostgres } from '../../../apps/server/src/test/test-postgres';

export interface ProofApp {
  app: TestApp;
  url: string;
  close(): Promise<void>;
}

/**
 * The real app on a PostgreSQL database of its own (DATABASE_URL's server, or an embedded one started for the run,
 * as the test tiers do), listening on a free port of 127.0.0.1: attacked over HTTP as an outsider would.
 */
export async function startProofApp(
  config: Partial<Config> = {},
  options: Pick<NonNullable<Parameters<typeof build>[0]>, 'loginChallenge'> = {},
): Promise<ProofApp> {
  const release = await acquireTestPostgres();
  const app = await build({ config, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await release();
    },
  };
}

export interface CallOptions {
  token?: string;
  tenant?: string;
  /** A JSON body (sent as application/json). */
  json?: unknown;
  /** A body sent as it is, with `contentType`. */
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  text: string;
  headers: Headers;
  /** The parsed envelope, or undefined when the answer is not JSON. */
  body: { code?: unknown; message?: unknown; data?: Record<string, unknown> } | undefined;
}

/** One HTTP request to the app, as any client would send it. */
export async function call(
  url: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.tenant) headers['x-tenant-id'] = options.tenant;
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  } else if (options.raw !== undefined) {
    body = options.raw;
    if (options.contentType) headers['content-type'] = options.contentType;
  }
  const response = await fetch(`${url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  let parsed: CallResult['body'];
  try {
    parsed = JSON.parse(text) as CallResult['body'];
  } catch {
    parsed = undefined;
  }
  return { status: response.status, text, headers: response.headers, body: parsed };
}
