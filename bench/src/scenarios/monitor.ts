import { createTokenSigner } from '../../../apps/server/src/auth/tokens';
import { createDatabase, type PostgresConfig } from '../../../apps/server/src/db/client';
import { findMonitorRows } from '../../../apps/server/src/modules/monitor/repo-monitor';
import { freePort, log, round, startChild } from '../processes';
import { MONITOR_CANDIDATES, MONITOR_SCHOOL, seedMonitorExam } from './monitor-seed';

const REFRESHES = 30;

export interface MonitorFigures {
  candidates: number;
  answers: number;
  refreshes: number;
  /** GET exams/:examId/monitor through the server (HTTP, access check, the statement, JSON). */
  server: { medianMs: number; p95Ms: number; bodyBytes: number };
  /** The same statement alone, on a connection of its own (no HTTP, no app). */
  statement: { medianMs: number; p95Ms: number };
  ratio: number;
}

function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0, 1);
}

async function timed(times: number, work: () => Promise<unknown>) {
  for (let warm = 0; warm < 3; warm += 1) await work();
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return { medianMs: quantile(samples, 0.5), p95Ms: quantile(samples, 0.95) };
}

/**
 * Issue 21: what one refresh of the live monitor costs with 5,000 candidates, against its floor, the same statement
 * read by a plain connection. The console polls every 5 s, so a refresh well under that leaves the server free.
 */
export async function runMonitor(config: PostgresConfig, secret: string): Promise<MonitorFigures> {
  const database = await createDatabase(config, 2);
  let server: Awaited<ReturnType<typeof startChild>> | undefined;
  try {
    await database.migrate();
    const now = new Date();
    log(`monitor: seeding ${MONITOR_CANDIDATES} candidates with attempts and answers…`);
    const seeded = await seedMonitorExam(database.db, now);
    await database.db.execute('analyze');
    const token = await createTokenSigner(secret).sign(
      {
        typ: 'user',
        schoolId: MONITOR_SCHOOL,
        userId: seeded.adminId,
        role: 'exam_admin',
        sessionId: seeded.authSessionId,
      },
      seeded.expiresAt,
    );
    server = await startChild(
      'apps/server/src/main.ts',
      { DATABASE_URL: config.url, WORKERS: '1', SESSION_SECRET: secret, LOG_LEVEL: 'warn', SEED_DEMO: '0' },
      await freePort(),
      '/healthz',
    );
    const url = `${server.url}/api/admin/v1/exams/${seeded.examId}/monitor`;
    const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': MONITOR_SCHOOL };
    let bodyBytes = 0;
    let rows = 0;
    const serverFigures = await timed(REFRESHES, async () => {
      const response = await fetch(url, { headers });
      const body = await response.text();
      if (!response.ok) throw new Error(`monitor answered ${response.status}: ${body.slice(0, 300)}`);
      bodyBytes = body.length;
      rows = (JSON.parse(body) as { data: { candidates: unknown[] } }).data.candidates.length;
    });
    if (rows !== MONITOR_CANDIDATES)
      throw new Error(`monitor listed ${rows} candidates, not ${MONITOR_CANDIDATES}`);
    const statement = await timed(REFRESHES, () =>
      findMonitorRows(database.db, MONITOR_SCHOOL, seeded.examId, null),
    );
    const figures: MonitorFigures = {
      candidates: rows,
      answers: seeded.answerCount,
      refreshes: REFRESHES,
      server: { ...serverFigures, bodyBytes },
      statement,
      ratio: round(serverFigures.medianMs / Math.max(statement.medianMs, 0.1), 2),
    };
    log(
      `monitor: ${rows} candidates, refresh median ${figures.server.medianMs} ms (p95 ${figures.server.p95Ms} ms, ${bodyBytes} B); the statement alone ${statement.medianMs} ms (p95 ${statement.p95Ms} ms): ${figures.ratio}×`,
    );
    return figures;
  } finally {
    await server?.stop();
    await database.close();
  }
}
