import type { ComplaintStatus } from '@iexam/domain/complaints';
import type { Db } from '../../../db/client';
import { findComplaints } from '../repo';

/** At most this many complaints per answer: a school's staff read them as they come, not as an archive. */
const PAGE = 200;

const present = <T extends { submittedAt: Date }>({ submittedAt, ...row }: T) => ({
  ...row,
  submittedAt: submittedAt.toISOString(),
});

/** The candidate's own complaints, newest first (the complaint page lists what was already sent). */
export async function listOwnComplaints(db: Db, who: { schoolId: string; userId: number }) {
  const rows = await findComplaints(db, who.schoolId, { userId: who.userId }, PAGE);
  return rows.map(({ userName: _userName, realName: _realName, ...row }) => present(row));
}

/** A school's complaints for its exam staff, newest first, by exam and status when given. */
export async function listSchoolComplaints(
  db: Db,
  schoolId: string,
  filter: { examId?: number | undefined; status?: ComplaintStatus | undefined },
) {
  return (await findComplaints(db, schoolId, filter, PAGE)).map(present);
}
