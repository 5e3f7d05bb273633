import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../../db/client';
import { findSchool } from '../repo';

/** Public details of a school (name, open flag, contact, host-portal links); NOT_FOUND for an unknown id. */
export async function getPublicSchool(db: Db, schoolId: string) {
  const school = await findSchool(db, schoolId);
  if (!school) throw new AppError('NOT_FOUND');
  return {
    schoolId: school.id,
    name: school.name,
    isOpen: school.isOpen,
    contactContext: school.contactContext,
    studyCentreUrl: school.studyCentreUrl,
    courseUrl: school.courseUrl,
    clientDownloadUrl: school.clientDownloadUrl,
  };
}
