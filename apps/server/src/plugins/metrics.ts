import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@iexam/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from './clock';

export interface MetricsOptions {
  /** METRICS_TOKEN: when set, /metrics answers whoever sends it as a bearer token; else only this machine. */
  token: string | undefined;
  clock: Clock;
  /** The database pool's connections now. */
  poolStats(): { total: number; idle: number; waiting: number };
  /** The autosave batcher's backlog now. */
  saveQueue(): { queued: number; writing: number };
  /** Running attempts and the overdue sweep's lag, read from the database at each scrape. */
  sweepState(now: Date): Promise<{ runningAttempts: number; lagSeconds: number }>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function isSameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics. With a token, whoever presents it. Without one, a request from this machine that no proxy
 * forwarded: the socket's own address (never X-Forwarded-For, which the caller writes), and no forwarding header,
 * since a reverse proxy on this machine connects from 127.0.0.1 on behalf of anyone.
 */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  if (token !== undefined) {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && isSameToken(header.slice('Bearer '.length), token);
  }
  const isForwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !isForwarded && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/**
 * GET /metrics in Prometheus' text format (decision 0034): requests and their latency per route, the autosave
 * backlog, the database pool, running attempts and the sweep's lag, and Node's own process figures. One registry
 * per app, so two apps in one process (the tests) never share or collide on a metric.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'iexam_' });

  const requestSeconds = new Histogram({
    name: 'iexam_http_request_duration_seconds',
    help: 'Requests answered, by method, route (its pattern, not its address) and status, with their latency',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'iexam_answer_save_queue_depth',
    help: 'Answer saves waiting for a batch (queued) and batches being written now (writing)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { queued, writing } = options.saveQueue();
      this.set({ state: 'queued' }, queued);
      this.set({ state: 'writing' }, writing);
    },
  });
  new Gauge({
    name: 'iexam_db_pool_connections',
    help: "This process's PostgreSQL connections: total open, idle among them, and queries waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { total, idle, waiting } = options.poolStats();
      this.set({ state: 'total' }, total);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  // Both read by one query per scrape; the first gauge's collect runs it, the second takes its result.
  let sweep: Promise<{ runningAttempts: number; lagSeconds: number } | undefined> =
    Promise.resolve(undefined);
  new Gauge({
    name: 'iexam_attempts_running',
    help: 'Attempts in progress in every school (from the database, so the same in every process)',
    registers: [registry],
    async collect() {
      sweep = options.sweepState(options.clock()).catch((error: unknown) => {
        app.log.warn({ err: error }, 'metrics: cannot read the running attempts');
        return undefined;
      });
      const state = await sweep;
      if (state) this.set(state.runningAttempts);
    },
  });
  new Gauge({
    name: 'iexam_sweep_lag_seconds',
    help: 'Seconds since the oldest attempt still running should have been handed in by the sweep (0: none)',
    registers: [registry],
    async collect() {
      const state = await sweep;
      if (state) this.set(state.lagSeconds);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched addresses share one label: a scanner's paths must not make a series each.
    const route = request.routeOptions.url ?? 'unmatched';
    requestSeconds.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request, options.token))
      throw new AppError('FORBIDDEN', { message: 'metrics: from this machine only, or with METRICS_TOKEN' });
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
});
