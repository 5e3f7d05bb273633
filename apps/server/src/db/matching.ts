import { and, type Column, eq, getTableColumns, inArray, isNull, type SQL, type Table } from 'drizzle-orm';

type Columns<T extends Table> = T['_']['columns'];

/** "The column is one of these" (an empty list matches nothing, as `in ()` would). */
export class OneOf<V> {
  constructor(readonly values: readonly V[]) {}
}
export const oneOf = <V>(values: readonly V[]) => new OneOf(values);

/** Each named column's value, null for "is null", or oneOf(list). */
export type Match<T extends Table> = {
  [K in keyof Columns<T>]?: Columns<T>[K]['_']['data'] | null | OneOf<Columns<T>[K]['_']['data']>;
};

/**
 * The where clause of a read or write by key: every named column equals its value (null: is null; oneOf: in). The one shape
 * of the `and(eq(t.schoolId, …), eq(t.examId, …), …)` our repos need; a value left undefined is a bug (it would
 * widen the statement to rows that are not the caller's), so it throws rather than being skipped.
 */
export function matching<T extends Table>(table: T, values: Match<T>): SQL {
  const columns = getTableColumns(table);
  const conditions = Object.entries(values).map(([name, value]) => {
    const column = columns[name];
    if (!column) throw new Error(`matching: ${name} is not a column of the table`);
    if (value === undefined) throw new Error(`matching: no value for ${name}`);
    if (value === null) return isNull(column);
    if (value instanceof OneOf) return inArray(column, [...value.values]);
    return eq(column, value);
  });
  const condition = and(...conditions);
  if (!condition) throw new Error('matching: no column named');
  return condition;
}

function schoolIdOf(column: Column): Column {
  const schoolId = getTableColumns(column.table).schoolId;
  if (!schoolId) throw new Error(`joinedOn: ${column.name}'s table has no schoolId`);
  return schoolId;
}

/**
 * The join condition of one school's rows: `column` equals `reference` and both rows are of the same school (every
 * key leads with school_id, DESIGN §6), e.g. `innerJoin(exams, joinedOn(exams.id, sessions.examId))`.
 *
 * Also the way to name the outer row in a correlated subquery of a select list: drizzle writes a single-table select's
 * top-level columns there without their table, so `${answers.examResultId} = ${examResults.id}` would read
 * `"exam_result_id" = "id"`, both resolved inside the subquery; a nested condition keeps the table names.
 */
export function joinedOn(column: Column, reference: Column): SQL {
  return and(eq(schoolIdOf(column), schoolIdOf(reference)), eq(column, reference)) as SQL;
}
