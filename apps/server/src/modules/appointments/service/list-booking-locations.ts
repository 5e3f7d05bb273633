import type { Db } from '../../../db/client';
import { listSessionLocations } from '../../exams/service/visible-exams';

/** SPEC §7 reservation location/cn: the exam sites of the school's appointment sessions. */
export function listBookingLocations(db: Db, schoolId: string) {
  return listSessionLocations(db, schoolId);
}
