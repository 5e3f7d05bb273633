import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('defaults to an embedded PostgreSQL in ./data on 127.0.0.1:3000, one server process per core', () => {
    const config = loadConfig({}, false);
    expect(config.database).toEqual({ kind: 'embedded', dataDir: resolve('data') });
    expect([config.host, config.port]).toEqual(['127.0.0.1', 3000]);
    expect(config.workers).toBe(availableParallelism());
    expect(config.seedDemo).toBe(false);
  });

  it('a relative DATA_DIR is where npm was typed (INIT_CWD), not the workspace npm runs the script in', () => {
    const config = loadConfig({ DATA_DIR: 'data', INIT_CWD: '/srv/iexam' }, false);
    expect(config.database).toEqual({ kind: 'embedded', dataDir: '/srv/iexam/data' });
  });

  it('WORKERS sets the number of server processes', () => {
    expect(loadConfig({ WORKERS: '3' }, false).workers).toBe(3);
  });

  it('DATABASE_URL selects PostgreSQL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://root@127.0.0.1:5432/test' }, false);
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://root@127.0.0.1:5432/test' });
  });

  it('DATABASE_NAMED_STATEMENTS=0 turns named statements off (a transaction-pooling proxy in front)', () => {
    const url = 'postgres://root@127.0.0.1:5432/test';
    expect(loadConfig({ DATABASE_URL: url, DATABASE_NAMED_STATEMENTS: '0' }, false).database).toEqual({
      kind: 'postgres',
      url,
      namedStatements: false,
    });
  });

  it('an empty variable counts as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }, false).database.kind).toBe('embedded');
  });

  it.each([
    { env: { PORT: 'eighty' }, variable: 'PORT' },
    { env: { DATABASE_URL: 'mysql://x' }, variable: 'DATABASE_URL' },
    { env: { REDIS_URL: 'http://x' }, variable: 'REDIS_URL' },
    { env: { SESSION_SECRET: 'short' }, variable: 'SESSION_SECRET: must be at least 32 characters' },
    { env: { SEED_DEMO: 'maybe' }, variable: 'SEED_DEMO' },
    { env: { WORKERS: '0' }, variable: 'WORKERS' },
    { env: { DATABASE_NAMED_STATEMENTS: 'sometimes' }, variable: 'DATABASE_NAMED_STATEMENTS' },
    { env: { JUDGE_PYTHON: 'yes' }, variable: 'JUDGE_PYTHON' },
  ])('a bad $variable stops start-up naming the variable', ({ env, variable }) => {
    expect(() => loadConfig(env, false)).toThrow(variable);
  });

  it('Python code is judged in a jail unless the operator says otherwise (JUDGE_PYTHON)', () => {
    expect(loadConfig({}, false).judgePython).toBe('isolated');
    expect(loadConfig({ JUDGE_PYTHON: 'unisolated' }, false).judgePython).toBe('unisolated');
  });

  it.each([
    { value: '0', trust: false },
    { value: '1', trust: 1 },
    { value: '2', trust: 2 },
    { value: '10.0.0.5, 10.0.1.0/24,::1', trust: ['10.0.0.5', '10.0.1.0/24', '::1'] },
  ])(
    'TRUST_PROXY=$value trusts $trust (hops or proxy addresses, never the whole header)',
    ({ value, trust }) => {
      expect(loadConfig({ TRUST_PROXY: value }, false).trustProxy).toEqual(trust);
    },
  );

  it.each(['true', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example'])(
    'TRUST_PROXY=%s is refused at start, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value }, false)).toThrow('TRUST_PROXY');
    },
  );

  it('pretty logs only on a terminal', () => {
    expect(loadConfig({}, true).prettyLogs).toBe(true);
    expect(loadConfig({}, false).prettyLogs).toBe(false);
  });

  it("FRAME_ANCESTORS: unset is this site only ('self', X-Frame-Options SAMEORIGIN); a list is kept", () => {
    expect(loadConfig({}, false).frameAncestors).toEqual({
      sources: ["'self'"],
      xFrameOptions: 'SAMEORIGIN',
    });
    expect(loadConfig({ FRAME_ANCESTORS: "'self' https://portal.school.edu" }, false).frameAncestors).toEqual(
      {
        sources: ["'self'", 'https://portal.school.edu'],
        xFrameOptions: undefined,
      },
    );
  });

  it.each(['https:', '*', 'portal.school.edu', 'https://portal.school.edu/exams'])(
    'FRAME_ANCESTORS=%s is refused at start, naming the variable and the item',
    (value) => {
      expect(() => loadConfig({ FRAME_ANCESTORS: value }, false)).toThrow(
        `FRAME_ANCESTORS: '${value}' is not an origin`,
      );
    },
  );
});
