import { createTestDatabase } from '../../../../apps/server/src/test/test-database';
import { acquireTestPostgres } from '../../../../apps/server/src/test/test-postgres';
import { runDurabilityTrials } from '../../durability';
import type { Figure } from '../figures';

/**
 * R1: the durability trials (bench/src/durability.ts, `kill -9` of the whole server at random moments under
 * autosave) on the default engine (the embedded PostgreSQL server, killed with the rest) and on a PostgreSQL server
 * (DATABASE_URL's, or one started for the run; only the server processes are killed).
 */
export async function runKillTrials(trials: number, candidates: number): Promise<Figure[]> {
  const embedded = await runDurabilityTrials({ trials, candidates });
  const release = await acquireTestPostgres();
  const database = await createTestDatabase();
  let server: { lost: number; acknowledged: number };
  try {
    server = await runDurabilityTrials({ trials, candidates, databaseUrl: database.url });
  } finally {
    await database.close();
    await release();
  }
  return [
    {
      id: 'R1',
      name: `acknowledged saves lost over ${trials} kill -9 trials, embedded PostgreSQL (the default engine)`,
      count: embedded.lost,
      of: embedded.acknowledged,
      goal: { kind: 'atMost', limit: 0 },
    },
    {
      id: 'R1',
      name: `acknowledged saves lost over ${trials} kill -9 trials, PostgreSQL server`,
      count: server.lost,
      of: server.acknowledged,
      goal: { kind: 'atMost', limit: 0 },
    },
  ];
}
