import type { ComplaintBody } from '@iexam/domain/complaints';
import { AppError } from '@iexam/domain/errors';
import { asAccount } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { getSchool } from '../../schools/service/get-school';
import { insertComplaint } from '../repo';

/**
 * SPEC §2 complaint entry: a logged-in candidate's complaint, stored for the school's staff. Offered only where the
 * school's anti-cheating switch is on (the entry is hidden otherwise); an exam named must be one the candidate may
 * see, so a complaint cannot probe for other exams (404 as for a missing one).
 */
export async function submitComplaint(
  db: Db,
  who: { schoolId: string; userId: number },
  body: ComplaintBody,
  now: Date,
) {
  const school = await getSchool(db, who.schoolId);
  if (!school?.antiCheatingSwitch) throw new AppError('FORBIDDEN', { message: 'complaints are not offered' });
  if (body.examId !== undefined) await requireAccess(db, asAccount(who), { exam: body.examId }, now);
  const row = await insertComplaint(db, {
    schoolId: who.schoolId,
    userId: who.userId,
    examId: body.examId ?? null,
    contentTitle: body.contentTitle,
    contentUrl: body.contentURL,
    text: body.text,
    contact: body.contact,
    submittedAt: now,
  });
  return { complaintId: row.id, status: row.status, submittedAt: row.submittedAt.toISOString() };
}
