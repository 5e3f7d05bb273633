import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startChild } from './processes';

/** The reads' limit: bench/src/bare-server.ts in its own process, answering the bodies the server answered. */
export async function startBareFastify(
  bodies: { info: string; records: string },
  paths: { info: string; records: string },
) {
  const folder = mkdtempSync(join(tmpdir(), 'iexam-bare-'));
  const file = join(folder, 'bodies.json');
  writeFileSync(file, JSON.stringify({ infoPath: paths.info, recordsPath: paths.records, ...bodies }));
  const child = await startChild(
    'bench/src/bare-server.ts',
    { BARE_BODIES: file },
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
