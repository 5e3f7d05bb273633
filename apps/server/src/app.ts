import cookie from '@fastify/cookie';
import { ERROR_CODES } from '@iexam/domain/errors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { createDeviceCookies } from './auth/device-cookies';
import { createLiveSessions } from './auth/live-sessions';
import { createLoginChallenges, type LoginChallengeOptions } from './auth/login-challenges';
import { resolveTokenSecret } from './auth/server-secret';
import { createTokenSigner } from './auth/tokens';
import type { Config } from './config';
import { createDatabase, type Database, defaultPoolSize } from './db/client';
import { postgresCounters, redisCounters } from './limits/shared-counters';
import { MODULES } from './modules';
import { createAnswerSaveBatcher } from './modules/answers/service/answer-save-batcher';
import { prepareUpcomingAttempts } from './modules/attempts/service/prepare-attempts';
import { readSweepState, sweepOverdueAttempts } from './modules/attempts/service/sweep-overdue';
import { judgePlugin } from './modules/judge';
import { createVideoTokenSigner, deriveVideoSecret } from './modules/media/video-token';
import type { ModuleDeps } from './modules/module';
import { authPlugin } from './plugins/auth';
import { type Clock, clockPlugin } from './plugins/clock';
import { csrfPlugin } from './plugins/csrf';
import { bodyFor, errorsPlugin } from './plugins/errors';
import { guessLimitPlugin } from './plugins/guess-limit';
import { inputGuardsPlugin } from './plugins/input-guards';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { tenantPlugin } from './plugins/tenant';
import { webAppPlugin } from './plugins/web-app';

export interface BuildOptions {
  /** Tests pass a database they made (a fresh PostgreSQL database); the app then leaves it open. */
  database?: Database;
  clock?: Clock;
  /** How often overdue attempts are handed in (DESIGN §5); 0 turns the sweep off (tests call it themselves). */
  sweepIntervalMs?: number;
  /** How often upcoming sessions' first attempts are prepared; 0 turns it off (tests call it themselves). */
  prepareIntervalMs?: number;
  /** Judge handed-in programs in the background (issue 19); tests that judge step by step turn it off. */
  isJudgeWorkerOn?: boolean;
  /** The login proof of work's size (issue 35); tests and the proof suites make it small. */
  loginChallenge?: LoginChallengeOptions;
}

const SWEEP_INTERVAL_MS = 30_000;
const PREPARE_INTERVAL_MS = 30_000;
const COUNTER_PRUNE_INTERVAL_MS = 10 * 60_000;

/**
 * Runs `job` every `intervalMs` (and once at once with `atOnce`) until the app closes; a run still going when the
 * next is due is not doubled, and a failure is logged, never thrown. 0 turns it off.
 */
function repeatInBackground(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  job: () => Promise<void>,
  { atOnce = false } = {},
) {
  if (intervalMs <= 0) return;
  let isRunning = false;
  let isClosed = false;
  const run = () => {
    if (isRunning || isClosed) return;
    isRunning = true;
    job()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        isRunning = false;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  if (atOnce) setImmediate(run);
  app.addHook('onClose', async () => {
    isClosed = true;
    clearInterval(timer);
  });
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return config.prettyLogs
    ? {
        level: config.logLevel,
        transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
      }
    : { level: config.logLevel };
}

function openConfiguredDatabase({ database, workers }: Config): Promise<Database> {
  // main.ts starts the embedded server and hands each process its address as a postgres url.
  if (database.kind === 'embedded') throw new Error('buildApp needs the url of the started embedded server');
  return createDatabase(database, database.poolSize ?? defaultPoolSize(undefined, workers));
}

/** The router's refusals of an address, in our words. */
const PATH_ERRORS: Record<string, string> = {
  FST_ERR_BAD_URL: 'not a valid address (malformed percent-encoding)',
  FST_ERR_MAX_PARAM_LENGTH: 'a parameter longer than 100 characters',
};

/** Builds the whole app from a config object; it never reads process.env (STYLE.md 4). */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await openConfiguredDatabase(config));
  await database.migrate();
  const tokenSecret = await resolveTokenSecret(database.db, config.sessionSecret);
  const signer = createTokenSigner(tokenSecret);
  const videoSigner = createVideoTokenSigner(deriveVideoSecret(config.videoTokenSecret, tokenSecret));
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;

  const app = Fastify({
    logger: loggerOptions(config),
    // A hop count as proxy-addr compiles it (Fastify's types take no number): the last N addresses are proxies'.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    requestIdHeader: 'x-request-id',
    bodyLimit: 2 * 1024 * 1024,
    // A path the router cannot decode (`%ff`) or whose parameter is longer than it keeps (100 characters) is the
    // client's mistake, told in our envelope (issue 18; the second found by test:security's S8).
    frameworkErrors: (error, _request, reply) => {
      const reason = PATH_ERRORS[error.code];
      const body = reason
        ? bodyFor('VALIDATION_FAILED', `path: ${reason}`, { field: 'path' })
        : bodyFor('INTERNAL', ERROR_CODES.INTERNAL.message);
      void (reply as FastifyReply).status(reason ? 400 : 500).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Graceful shutdown: answers still in flight when closing starts tell keep-alive clients to hang up, so the
  // server can finish as soon as they are sent instead of waiting for idle connections to time out.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });

  app.addHook('onClose', async () => {
    redis?.disconnect();
    if (ownsDatabase) await database.close();
  });

  // Every route, for the OpenAPI check and the tenant-isolation test that must visit them all.
  const routeTable: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });

  await app.register(errorsPlugin);
  await app.register(inputGuardsPlugin);
  await app.register(securityHeadersPlugin, { frameAncestors: config.frameAncestors });
  await app.register(cookie);
  const clock = options.clock ?? (() => new Date());
  await app.register(clockPlugin, { clock });
  await app.register(tenantPlugin);
  const liveSessions = createLiveSessions(database.db);
  await app.register(authPlugin, { signer, liveSessions });
  await app.register(csrfPlugin);
  const counters = redis ? redisCounters(redis) : postgresCounters(database.db);
  await app.register(rateLimitPlugin, { redis, counters });
  await app.register(guessLimitPlugin, { counters });
  await app.register(openapiPlugin);

  const batcher = createAnswerSaveBatcher(database.db);
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    clock,
    poolStats: () => database.poolStats(),
    saveQueue: () => batcher.depth,
    sweepState: (now) => readSweepState(database.db, now),
  });

  const deps: ModuleDeps = {
    database,
    db: database.db,
    signer,
    deviceCookies: createDeviceCookies(tokenSecret),
    loginChallenges: createLoginChallenges(tokenSecret, counters, options.loginChallenge),
    liveSessions,
    batcher,
    videoSigner,
    sessionTtlHours: config.sessionTtlHours,
    loginRateLimitPerMinute: config.loginRateLimitPerMinute,
    mediaDir: config.mediaDir,
  };
  // The judge's sandbox and worker are this app's: built once, closed with it. A hand-in only queues runs in the
  // database; the worker finds them on its next look, in whichever process has it on.
  await app.register(judgePlugin, {
    db: database.db,
    now: clock,
    isWorkerOn: options.isJudgeWorkerOn ?? true,
    python: config.judgePython,
  });
  for (const module of MODULES) await app.register(module, deps);
  await app.register(webAppPlugin, { webDist: config.webDist });

  // The server ends overdue attempts itself, even when no candidate calls again (DESIGN §5).
  repeatInBackground(app, 'overdue sweep', options.sweepIntervalMs ?? SWEEP_INTERVAL_MS, async () => {
    const count = await sweepOverdueAttempts(database.db, clock());
    if (count > 0) app.log.info({ count }, 'handed in overdue attempts');
  });
  repeatInBackground(app, 'counter pruning', COUNTER_PRUNE_INTERVAL_MS, async () => {
    await counters.prune();
  });
  // First attempts of the sessions about to open are made ready ahead (DESIGN §5 start burst), from start-up on.
  const preparedSessions = new Map<string, number>();
  repeatInBackground(
    app,
    'attempt preparation',
    options.prepareIntervalMs ?? PREPARE_INTERVAL_MS,
    async () => {
      const prepared = await prepareUpcomingAttempts(database.db, clock(), preparedSessions);
      if (prepared.attempts > 0) app.log.info(prepared, 'prepared first attempts of upcoming sessions');
    },
    { atOnce: true },
  );

  return Object.assign(app, { database, signer, routeTable, clock });
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
