import type { ComplaintStatus } from '@iexam/domain/complaints';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { joinedOn } from '../../db/matching';
import { complaints, users } from '../../db/schema';

export type NewComplaint = typeof complaints.$inferInsert;

export async function insertComplaint(db: DbOrTx, values: NewComplaint) {
  const [row] = await db
    .insert(complaints)
    .values(values)
    .returning({ id: complaints.id, submittedAt: complaints.submittedAt, status: complaints.status });
  if (!row) throw new Error('complaint insert returned no row');
  return row;
}

const listed = {
  complaintId: complaints.id,
  examId: complaints.examId,
  contentTitle: complaints.contentTitle,
  contentURL: complaints.contentUrl,
  text: complaints.text,
  contact: complaints.contact,
  status: complaints.status,
  submittedAt: complaints.submittedAt,
};

export interface ComplaintFilter {
  userId?: number | undefined;
  examId?: number | undefined;
  status?: ComplaintStatus | undefined;
}

/** A school's complaints, newest first, narrowed by the filter's fields that are set; with the account of each. */
export function findComplaints(db: DbOrTx, schoolId: string, filter: ComplaintFilter, limit: number) {
  return db
    .select({ ...listed, userName: users.userName, realName: users.realName })
    .from(complaints)
    .innerJoin(users, joinedOn(users.id, complaints.userId))
    .where(
      and(
        eq(complaints.schoolId, schoolId),
        filter.userId === undefined ? undefined : eq(complaints.userId, filter.userId),
        filter.examId === undefined ? undefined : eq(complaints.examId, filter.examId),
        filter.status === undefined ? undefined : eq(complaints.status, filter.status),
      ),
    )
    .orderBy(desc(complaints.submittedAt), desc(complaints.id))
    .limit(limit);
}
