import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startChild } from './processes';

/**
 * A read limit: bench/src/bare-server.ts in its own process, answering the bodies the server answered; with
 * `database`, after one SELECT by primary key on that database through a pool of `poolSize`.
 */
export async function startBareFastify(options: {
  bodies: { info: string; records: string };
  paths: { info: string; records: string };
  schoolId: string;
  examId: number;
  database?: { url: string; poolSize: number };
}) {
  const folder = mkdtempSync(join(tmpdir(), 'iexam-bare-'));
  const file = join(folder, 'bodies.json');
  writeFileSync(
    file,
    JSON.stringify({
      infoPath: options.paths.info,
      recordsPath: options.paths.records,
      schoolId: options.schoolId,
      examId: options.examId,
      ...options.bodies,
    }),
  );
  const child = await startChild(
    'bench/src/bare-server.ts',
    {
      BARE_BODIES: file,
      ...(options.database
        ? { BARE_DATABASE_URL: options.database.url, BARE_POOL_SIZE: String(options.database.poolSize) }
        : {}),
    },
    await freePort(),
    '/healthz',
  );
  return {
    ...child,
    async stop() {
      await child.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
