import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('defaults to an embedded PGlite in ./data on 127.0.0.1:3000', () => {
    const config = loadConfig({}, false);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' });
    expect([config.host, config.port]).toEqual(['127.0.0.1', 3000]);
    expect(config.seedDemo).toBe(false);
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
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }, false).database.kind).toBe('pglite');
  });

  it.each([
    { env: { PORT: 'eighty' }, variable: 'PORT' },
    { env: { DATABASE_URL: 'mysql://x' }, variable: 'DATABASE_URL' },
    { env: { REDIS_URL: 'http://x' }, variable: 'REDIS_URL' },
    { env: { SESSION_SECRET: 'short' }, variable: 'SESSION_SECRET: must be at least 32 characters' },
    { env: { SEED_DEMO: 'maybe' }, variable: 'SEED_DEMO' },
    { env: { DATABASE_NAMED_STATEMENTS: 'sometimes' }, variable: 'DATABASE_NAMED_STATEMENTS' },
  ])('a bad $variable stops start-up naming the variable', ({ env, variable }) => {
    expect(() => loadConfig(env, false)).toThrow(variable);
  });

  it('pretty logs only on a terminal', () => {
    expect(loadConfig({}, true).prettyLogs).toBe(true);
    expect(loadConfig({}, false).prettyLogs).toBe(false);
  });
});
