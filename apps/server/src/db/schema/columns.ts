import { integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';

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
