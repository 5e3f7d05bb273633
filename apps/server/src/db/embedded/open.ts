import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConfig } from '../../config';
import { runningServerSocket } from './data-folder';
import { type EmbeddedPostgres, socketUrl, startEmbeddedPostgres } from './server';

export interface DatabaseServer {
  url: string;
  /** Stops the embedded server if this call started it; otherwise nothing. */
  stop(): Promise<void>;
}

/**
 * The database a command works on: DATABASE_URL's server; or the embedded server of DATA_DIR, reached through the
 * socket of the `npm start` running on it, else started for the command and stopped by `stop()`.
 */
export async function openDatabaseServer(
  database: DatabaseConfig,
  log: (message: string) => void,
): Promise<DatabaseServer> {
  if (database.kind === 'postgres') return { url: database.url, stop: async () => undefined };
  const socket = runningServerSocket(database.dataDir);
  if (socket) return { url: socketUrl(socket), stop: async () => undefined };
  const embedded = await startEmbeddedPostgres({ dataDir: database.dataDir, maxConnections: 100, log });
  return { url: embedded.url, stop: () => embedded.stop() };
}

/** An embedded server on a new folder, removed by stop(): for a command that needs any empty database. */
export async function startScratchServer(log: (message: string) => void = () => undefined): Promise<{
  embedded: EmbeddedPostgres;
  stop(): Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'iexam-scratch-'));
  chmodSync(dataDir, 0o711); // the database account enters it when Node runs as root
  const embedded = await startEmbeddedPostgres({ dataDir, maxConnections: 200, log });
  return {
    embedded,
    async stop() {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
