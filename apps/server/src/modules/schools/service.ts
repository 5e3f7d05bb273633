import type { Db } from '../../db/client';
import { findSchool } from './repo';

/** A school's row (name, open flag, switches, contact, time zone); undefined for an unknown id. */
export function getSchool(db: Db, schoolId: string) {
  return findSchool(db, schoolId);
}
