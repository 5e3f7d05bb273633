import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NAMES, NAME_AFTER_RUNS, namingClient, StatementNames } from './named-statements';

describe('which statements run named', () => {
  it.each([
    { runs: 1, named: false },
    { runs: NAME_AFTER_RUNS - 1, named: false },
    { runs: NAME_AFTER_RUNS, named: true },
    { runs: NAME_AFTER_RUNS + 5, named: true },
  ])('a text run $runs times is named: $named', ({ runs, named }) => {
    const names = new StatementNames();
    let name: string | undefined;
    for (let run = 0; run < runs; run += 1) name = names.nameFor('select 1');
    expect(name !== undefined).toBe(named);
  });

  it('a text keeps its name; another text gets another', () => {
    const names = new StatementNames();
    const run = (text: string) => Array.from({ length: NAME_AFTER_RUNS }, () => names.nameFor(text)).at(-1);
    const first = run('select 1');
    expect(run('select 1')).toBe(first);
    expect(run('select 2')).not.toBe(first);
  });

  it(`no more than ${MAX_NAMES} names: later texts run unnamed, named ones keep their names`, () => {
    const names = new StatementNames();
    const run = (text: string) => Array.from({ length: NAME_AFTER_RUNS }, () => names.nameFor(text)).at(-1);
    const first = run('select 0');
    for (let index = 1; index < MAX_NAMES; index += 1) run(`select ${index}`);
    expect(names.size).toBe(MAX_NAMES);
    expect(run('select -1')).toBeUndefined();
    expect(run('select 0')).toBe(first);
  });

  it('a retired text runs unnamed for good', () => {
    const names = new StatementNames();
    for (let run = 0; run < NAME_AFTER_RUNS; run += 1) names.nameFor('select 1');
    names.retire('select 1');
    for (let run = 0; run < NAME_AFTER_RUNS * 2; run += 1) expect(names.nameFor('select 1')).toBeUndefined();
  });
});

const adminUrl = process.env.DATABASE_URL;

describe.skipIf(!adminUrl)('named statements on PostgreSQL (SKIPPED when DATABASE_URL is not set)', () => {
  let pool: pg.Pool;
  const table = `named_statements_${process.pid}_${Math.floor(Math.random() * 1e6)}`;

  beforeAll(async () => {
    // One connection, so the parsed statements seen are those of the connection that ran the queries.
    pool = new pg.Pool({ connectionString: adminUrl, max: 1, Client: namingClient(new StatementNames()) });
    await pool.query(`create table ${table} (id integer primary key, label integer)`);
    await pool.query(`insert into ${table} values (1, 10), (2, 20)`);
  });
  afterAll(async () => {
    await pool.query(`drop table if exists ${table}`);
    await pool.end();
  });

  const parsed = async () =>
    (await pool.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
      (row) => row.statement,
    );
  const select = `select label from ${table} where id = $1`;

  it('a repeated statement is parsed once on the connection and keeps answering right, by callback too', async () => {
    for (let run = 0; run < NAME_AFTER_RUNS + 2; run += 1)
      expect((await pool.query(select, [1 + (run % 2)])).rows).toEqual([{ label: 10 + 10 * (run % 2) }]);
    expect(await parsed()).toContain(select);
    const byCallback = await new Promise((resolve, reject) =>
      pool.query(select, [2], (error, result) => (error ? reject(error) : resolve(result.rows))),
    );
    expect(byCallback).toEqual([{ label: 20 }]);
  });

  it('a statement whose table changed shape fails once, then runs unnamed', async () => {
    await pool.query(select, [1]);
    await pool.query(`alter table ${table} alter column label type text`);
    await expect(pool.query(select, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await pool.query(select, [1])).rows).toEqual([{ label: '10' }]);
  });
});
