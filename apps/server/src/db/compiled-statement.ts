import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CASING, type DbOrTx } from './client';

const dialect = new PgDialect({ casing: CASING });

/**
 * A statement whose text drizzle builds once, not on every call: `build` marks each value that changes from call to
 * call with `value(name)`. Turning a template of tables and columns into text was a fifth of an exam-info read's
 * CPU in issue 16's profile (docs/benchmarks.md); the built text runs as any statement does (named once it repeats,
 * db/named-statements.ts). For a statement of several shapes, keep one per shape.
 */
export function compiledStatement<Name extends string>(
  build: (value: (name: Name) => Placeholder<Name>) => SQL,
) {
  const query = dialect.sqlToQuery(build((name) => sql.placeholder(name)));
  return async <Row>(db: DbOrTx, values: Record<Name, unknown>): Promise<Row[]> => {
    const result = await db._.session.prepareQuery(query, undefined, undefined, false).execute(values);
    // node-postgres answers raw statements with its result object.
    return (result as { rows: Row[] }).rows;
  };
}
