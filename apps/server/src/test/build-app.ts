import { fileURLToPath } from 'node:url';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuiltApp, buildApp } from '../app';
import type { LoginChallengeOptions } from '../auth/login-challenges';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { AccountFields } from '../modules/accounts/service/present-account';
import { startSession } from '../modules/accounts/service/start-session';
import type { Clock } from '../plugins/clock';
import { createTestDatabase } from './test-database';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    // Never opened: build() hands the app a test database of its own.
    database: { kind: 'postgres', url: 'postgres://unused.invalid/test' },
    workers: 1,
    redisUrl: undefined,
    sessionSecret: 'test-secret-that-is-at-least-32-characters-long',
    sessionTtlHours: 12,
    loginRateLimitPerMinute: 10,
    webDist: undefined,
    logLevel: 'silent',
    prettyLogs: false,
    trustProxy: false,
    frameAncestors: { sources: ["'self'"], xFrameOptions: 'SAMEORIGIN' },
    seedDemo: false,
    // The committed demo media, whatever folder the tests run from.
    mediaDir: fileURLToPath(new URL('../../../../demo/media', import.meta.url)),
    videoTokenSecret: undefined,
    metricsToken: undefined,
    judgePython: 'isolated',
    ...overrides,
  };
}

export type UserLike = AccountFields;
export type OpenCandidateLike = { id: number; schoolId: string; examId: number };
export type Who = { user: UserLike } | { openCandidate: OpenCandidateLike } | 'anonymous';

export interface TestApp extends BuiltApp {
  /** Injects with a real token for the user (a candidate or staff) or the open-link visitor; tenant header set. */
  injectAs(who: Who, options: InjectOptions & { tenant?: string | null }): Promise<LightMyRequestResponse>;
  tokenFor(who: Exclude<Who, 'anonymous'>): Promise<string>;
  /** A GET as `who`: the plain read most tests make. */
  getAs(who: Who, url: string): Promise<LightMyRequestResponse>;
  /** A POST of a JSON payload as `who`. */
  postAs(who: Who, url: string, payload: object): Promise<LightMyRequestResponse>;
}

/** The fastify/demo build(t) helper: the real app on a database of its own, closed after the file's tests. */
export async function build(
  options: {
    clock?: Clock;
    config?: Partial<Config>;
    sweepIntervalMs?: number;
    /** Another app's database: several "server processes" on one database (the first app closes it). */
    database?: Database;
    /** The background judge (issue 19); off unless a test means to see hand-ins judged. */
    isJudgeWorkerOn?: boolean;
    /** The login proof of work's size; the default is small, so tests solve it in a few milliseconds. */
    loginChallenge?: LoginChallengeOptions;
  } = {},
): Promise<TestApp> {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig(options.config);
  // Tests hand in overdue attempts (sweepOverdueAttempts) and prepare attempts themselves when they mean to.
  const app = await buildApp(config, {
    database,
    sweepIntervalMs: options.sweepIntervalMs ?? 0,
    prepareIntervalMs: 0,
    isJudgeWorkerOn: options.isJudgeWorkerOn ?? false,
    loginChallenge: options.loginChallenge ?? { cost: 10, maxCounter: 50 },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  if (ownsDatabase) app.addHook('onClose', () => database.close());
  const deps = { db: database.db, signer: app.signer, sessionTtlHours: config.sessionTtlHours };

  const tokenFor = async (who: Exclude<Who, 'anonymous'>) => {
    // At the app's clock, so a token is live at the instant a test's clock names, whether or not it is the real one.
    const now = app.clock();
    if ('user' in who) return (await startSession(deps, who.user, now)).token;
    const { openCandidate } = who;
    return app.signer.sign(
      {
        typ: 'open',
        schoolId: openCandidate.schoolId,
        examId: openCandidate.examId,
        openCandidateId: openCandidate.id,
      },
      new Date(now.getTime() + 3_600_000),
    );
  };

  const injectAs: TestApp['injectAs'] = async (who, { tenant, ...inject }) => {
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string> | undefined) };
    if (who !== 'anonymous') {
      headers.authorization = `Bearer ${await tokenFor(who)}`;
      const ownSchool = 'user' in who ? who.user.schoolId : who.openCandidate.schoolId;
      if (tenant !== null) headers['x-tenant-id'] = tenant ?? ownSchool;
    } else if (tenant) {
      headers['x-tenant-id'] = tenant;
    }
    return app.inject({ ...inject, headers });
  };

  const getAs: TestApp['getAs'] = (who, url) => injectAs(who, { method: 'GET', url });
  const postAs: TestApp['postAs'] = (who, url, payload) => injectAs(who, { method: 'POST', url, payload });
  return Object.assign(app, { injectAs, tokenFor, getAs, postAs });
}

export type BuildOptions = Parameters<typeof build>[0];

/** What useTestApp gives a test file: the app and its database, both read inside hooks and tests. */
export interface TestAppHolder {
  readonly app: TestApp;
  db(): Db;
}

/**
 * What `make` gives, made before the enclosing file's (or describe's) tests and closed after them; the getter throws
 * when it is read outside hooks and tests, before it was made.
 */
export function madeBeforeAll<T>(what: string, make: () => Promise<T>, close: (made: T) => Promise<unknown>) {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    if (made !== undefined) await close(made);
  });
  return (): T => {
    if (made === undefined) throw new Error(`${what} is made in beforeAll: read it inside hooks and tests`);
    return made;
  };
}

/** Registers build() for the enclosing test file; read `.app` and `.db()` inside hooks and tests. */
export function useTestApp(options: BuildOptions = {}): TestAppHolder {
  const app = madeBeforeAll(
    'the test app',
    () => build(options),
    (built) => built.close(),
  );
  return {
    get app() {
      return app();
    },
    db: () => app().database.db,
  };
}

/** A database of the test file's own, without an app: made before its tests, dropped after them. */
export function useTestDatabase(): { readonly database: Database; db(): Db } {
  const database = madeBeforeAll('the test database', createTestDatabase, (made) => made.close());
  return {
    get database() {
      return database();
    },
    db: () => database().db,
  };
}
