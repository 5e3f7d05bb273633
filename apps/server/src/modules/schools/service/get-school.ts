import type { Db } from '../../../db/client';
import { readThrough } from '../../../db/process-cache';
import { findSchool } from '../repo';

/**
 * A school's row (name, open flag, switches, contact, time zone); undefined for an unknown id. Only the importer
 * changes it, so it is read once per process (db/process-cache.ts bounds how long another process's change takes).
 * Callers must not change the row they are given.
 */
export function getSchool(db: Db, schoolId: string) {
  return readThrough(db, `school:${schoolId}`, () => findSchool(db, schoolId));
}
