import {
  type AnyPgColumn,
  foreignKey,
  integer,
  numeric,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Every table leads with the tenant so tables can be distributed by school (DESIGN.md section 6). */
export const schoolId = () => text().notNull();
/** Surrogate ids are unique per table; the primary key is (school_id, id). */
export const surrogateId = () => integer().generatedByDefaultAsIdentity().notNull();
/** External key from the exam definition file: what makes an import idempotent. */
export const externalKey = () => text().notNull();
export const instant = () => timestamp({ withTimezone: true, mode: 'date' });
export const createdAt = () => instant().notNull().defaultNow();
/** Scores keep two decimals; read as numbers, never as floats summed by the database. */
export const score = () => numeric({ precision: 8, scale: 2, mode: 'number' });

/**
 * A reference to a row of the same school (every key leads with school_id, DESIGN §6): `column` names the target's
 * id; deleting the target deletes this row.
 */
export const sameSchoolReference = (
  schoolIdColumn: AnyPgColumn,
  column: AnyPgColumn,
  target: { schoolId: AnyPgColumn; id: AnyPgColumn },
) =>
  foreignKey({ columns: [schoolIdColumn, column], foreignColumns: [target.schoolId, target.id] }).onDelete(
    'cascade',
  );

/** The identity of a row of a school: the tenant, then a surrogate id; with schoolRowKey its primary key. */
export const schoolRow = () => ({ schoolId: schoolId(), id: surrogateId() });
export const schoolRowKey = (t: { schoolId: AnyPgColumn; id: AnyPgColumn }) =>
  primaryKey({ columns: [t.schoolId, t.id] });
