import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseFrameAncestors } from '@iexam/domain/site-config';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The embedded PostgreSQL server's folder, used when DATABASE_URL is unset. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Server processes sharing the port and the database (node:cluster); default one per core. */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Connections this process opens to PostgreSQL; db/client.ts picks one from the cores when unset. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1_000).optional(),
  /** Repeated statements run as named (prepared) ones; 0 behind a proxy that pools transactions. */
  DATABASE_NAMED_STATEMENTS: booleanFlag.default(true),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(12),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((value, context) => {
      const trust = trustProxySetting(value);
      if (typeof trust === 'string') context.addIssue({ code: 'custom', message: trust });
      return typeof trust === 'string' ? z.NEVER : trust;
    }),
  // SPEC §2: the school's portal may embed the pages; only the origins listed here may (issue 35).
  FRAME_ANCESTORS: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseFrameAncestors(value);
      if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message });
      return parsed.ok ? { sources: parsed.sources, xFrameOptions: parsed.xFrameOptions } : z.NEVER;
    }),
  SEED_DEMO: booleanFlag.default(false),
  // The demo school's videos are committed under demo/media; a real deployment points this at its own folder.
  MEDIA_DIR: z.string().min(1).default('demo/media'),
  VIDEO_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Lets /metrics answer from other machines to whoever sends it as a bearer token (decision 0034). */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How Python programs are judged (docs/judge.md): each in a jail of its own, which needs root, or not at all. */
  JUDGE_PYTHON: z.enum(['isolated', 'unisolated', 'off']).default('isolated'),
});

/**
 * Which proxies' X-Forwarded-For entries count (Fastify's trustProxy, proxy-addr's rules): none, the last N hops
 * (`1`: the one proxy in front, whose appended entry is the client), or the proxies at these addresses or CIDRs.
 * Never "believe the header": its left-most entries are whatever the client wrote (issue 35). A string is the
 * reason a value is refused.
 */
export function trustProxySetting(value: string): false | number | string[] | string {
  const trimmed = value.trim();
  if (['0', 'false', 'no', ''].includes(trimmed)) return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  if (['true', 'yes'].includes(trimmed.toLowerCase()))
    return 'give the number of proxies in front of the server (1 for one) or their addresses; "true" would believe any X-Forwarded-For a client writes';
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    if (family === 0 || rest.length > 0) return true;
    if (bits === undefined) return false;
    const maximum = family === 4 ? 32 : 128;
    return !/^\d+$/.test(bits) || Number(bits) > maximum;
  });
  if (bad !== undefined) return `"${bad}" is neither a hop count nor an IP address or CIDR`;
  return entries;
}

/** An embedded PostgreSQL server started on dataDir (main.ts turns it into a url), or a server at url. */
export type DatabaseConfig =
  | { kind: 'embedded'; dataDir: string; poolSize?: number }
  | { kind: 'postgres'; url: string; poolSize?: number; namedStatements?: boolean };

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  workers: number;
  redisUrl: string | undefined;
  /** When absent the server keeps a generated one in the database, shared by every process. */
  sessionSecret: string | undefined;
  sessionTtlHours: number;
  loginRateLimitPerMinute: number;
  webDist: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  prettyLogs: boolean;
  /** Which proxies' forwarded addresses count: none, the last N hops, or these addresses (trustProxySetting). */
  trustProxy: false | number | string[];
  /** Who may frame the pages: CSP frame-ancestors sources and the X-Frame-Options that agrees (or none). */
  frameAncestors: { sources: string[]; xFrameOptions: 'SAMEORIGIN' | 'DENY' | undefined };
  seedDemo: boolean;
  /** DESIGN §5 Video: HLS files, one folder per school (`<mediaDir>/<schoolId>/<video path>`). */
  mediaDir: string;
  /** When absent, derived from the login-token secret (modules/media/video-token.ts). */
  videoTokenSecret: string | undefined;
  /** When absent, /metrics answers only requests from this machine that no proxy forwarded. */
  metricsToken: string | undefined;
  /** `isolated` jails each Python child and needs root; `unisolated` is the operator's opt-in without root. */
  judgePython: 'isolated' | 'unisolated' | 'off';
}

export class ConfigError extends Error {}

/** Reads the environment once; a missing or bad variable stops start-up with its name. */
export function loadConfig(env: NodeJS.ProcessEnv, isTty: boolean): Config {
  // An empty variable means unset, so `DATABASE_URL= npm start` falls back to the embedded server instead of failing.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    database: values.DATABASE_URL
      ? {
          kind: 'postgres',
          url: values.DATABASE_URL,
          ...(values.DATABASE_POOL_SIZE ? { poolSize: values.DATABASE_POOL_SIZE } : {}),
          ...(values.DATABASE_NAMED_STATEMENTS ? {} : { namedStatements: false }),
        }
      : {
          kind: 'embedded',
          // npm runs a workspace's script in the workspace's folder; a relative DATA_DIR means where npm was typed.
          dataDir: resolve(env.INIT_CWD ?? process.cwd(), values.DATA_DIR),
          ...(values.DATABASE_POOL_SIZE ? { poolSize: values.DATABASE_POOL_SIZE } : {}),
        },
    workers: values.WORKERS ?? availableParallelism(),
    redisUrl: values.REDIS_URL,
    sessionSecret: values.SESSION_SECRET,
    sessionTtlHours: values.SESSION_TTL_HOURS,
    loginRateLimitPerMinute: values.LOGIN_RATE_LIMIT_PER_MINUTE,
    webDist: values.WEB_DIST,
    logLevel: values.LOG_LEVEL,
    prettyLogs: isTty,
    trustProxy: values.TRUST_PROXY,
    frameAncestors: values.FRAME_ANCESTORS,
    seedDemo: values.SEED_DEMO,
    mediaDir: values.MEDIA_DIR,
    videoTokenSecret: values.VIDEO_TOKEN_SECRET,
    metricsToken: values.METRICS_TOKEN,
    judgePython: values.JUDGE_PYTHON,
  };
}
