import { describe, expect, it } from 'vitest';
import { sweepOverdueAttempts } from '../modules/attempts/service/sweep-overdue';
import { build, useTestApp } from '../test/build-app';
import { createAttempt, createExam, createSchool, createUser } from '../test/factories';

/** The app's clock: the sweep's lag is measured against it, so these tests set how far behind it is. */
const NOW = new Date('2026-06-01T08:00:00Z');

const TOKEN = 'metrics-token-that-is-at-least-32-characters';

/** One series' value in the text format, or undefined when the series is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN (decision 0034)', () => {
  const holder = useTestApp({ clock: () => NOW });

  it('answers this machine in the Prometheus text format, with requests counted per route pattern', async () => {
    const { app } = holder;
    const school = await createSchool(app.database.db);
    await app.inject({ method: 'GET', url: `/api/ischool/v1/schools/${school.id}` });
    await app.inject({ method: 'GET', url: `/api/ischool/v1/schools/${school.id}` });
    await app.inject({ method: 'GET', url: '/no/such/address/42' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(
      seriesValue(
        text,
        'iexam_http_request_duration_seconds_count{method="GET",route="/api/ischool/v1/schools/:schoolId",status="200"}',
      ),
    ).toBe(2);
    expect(
      seriesValue(
        text,
        'iexam_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}',
      ),
    ).toBe(1);
    // The address itself never becomes a label.
    expect(text).not.toContain(school.id);
    expect(seriesValue(text, 'iexam_answer_save_queue_depth{state="queued"}')).toBe(0);
    expect(seriesValue(text, 'iexam_answer_save_queue_depth{state="writing"}')).toBe(0);
    expect(seriesValue(text, 'iexam_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(seriesValue(text, 'iexam_db_pool_connections{state="waiting"}')).toBe(0);
    expect(text).toContain('iexam_process_cpu_seconds_total');
  });

  it('counts running attempts and how far the sweep is behind the oldest overdue one', async () => {
    const { app } = holder;
    const db = app.database.db;
    const read = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body;
    const before = await read();
    const running = seriesValue(before, 'iexam_attempts_running') as number;
    expect(seriesValue(before, 'iexam_sweep_lag_seconds')).toBe(0);

    const school = await createSchool(db);
    const exam = await createExam(db, school.id);
    const user = await createUser(db, school.id);
    const tenMinutesAgo = new Date(NOW.getTime() - 10 * 60_000);
    await createAttempt(db, exam, {
      userId: user.id,
      status: 'in_progress',
      submittedAt: null,
      startAnswerTime: new Date(tenMinutesAgo.getTime() - 3_600_000),
      deadline: tenMinutesAgo,
    });
    const behind = await read();
    expect(seriesValue(behind, 'iexam_attempts_running')).toBe(running + 1);
    // Ten minutes past its deadline, less the save grace the sweep waits for: minutes, not 0.
    expect(seriesValue(behind, 'iexam_sweep_lag_seconds')).toBeGreaterThan(8 * 60);
    expect(seriesValue(behind, 'iexam_sweep_lag_seconds')).toBeLessThan(11 * 60);

    await sweepOverdueAttempts(db, NOW);
    const caughtUp = await read();
    expect(seriesValue(caughtUp, 'iexam_attempts_running')).toBe(running);
    expect(seriesValue(caughtUp, 'iexam_sweep_lag_seconds')).toBe(0);
  });

  it('refuses another machine, and a request a proxy on this machine forwarded', async () => {
    const { app } = holder;
    const remote = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('iexam_');
    const forwarded = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });
    expect(forwarded.statusCode).toBe(403);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const holder = useTestApp({ config: { metricsToken: TOKEN } });

  it('answers the token from anywhere and nothing else, not even this machine', async () => {
    const { app } = holder;
    const get = (remoteAddress: string, authorization?: string) =>
      app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        headers: authorization ? { authorization } : {},
      });
    expect((await get('10.1.2.3', `Bearer ${TOKEN}`)).statusCode).toBe(200);
    expect((await get('10.1.2.3', `Bearer ${TOKEN}x`)).statusCode).toBe(403);
    expect((await get('10.1.2.3', TOKEN)).statusCode).toBe(403);
    expect((await get('127.0.0.1')).statusCode).toBe(403);
  });
});

describe('two apps in one process', () => {
  it('each has its own registry: both build, and each counts only its own requests', async () => {
    const first = await build();
    const second = await build({ database: first.database });
    try {
      await first.inject({ method: 'GET', url: '/healthz' });
      await first.inject({ method: 'GET', url: '/healthz' });
      await second.inject({ method: 'GET', url: '/healthz' });
      const series = 'iexam_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}';
      expect(seriesValue((await first.inject({ method: 'GET', url: '/metrics' })).body, series)).toBe(2);
      expect(seriesValue((await second.inject({ method: 'GET', url: '/metrics' })).body, series)).toBe(1);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
