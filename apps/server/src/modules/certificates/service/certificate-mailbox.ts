import { AppError } from '@iexam/domain/errors';
import type { CertificateMailboxBody } from '@iexam/domain/exam-info';
import { asAccount } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { findMailbox, upsertMailbox } from '../repo';

type Account = { schoolId: string; userId: number };

/** The exam must be one the candidate sees, and one that mails certificates (isPush 1); else nothing to bind. */
async function requirePushExam(db: Db, who: Account, examId: number, now: Date) {
  const { exam } = await requireAccess(db, asAccount(who), { exam: examId }, now);
  if (exam.isPush !== 1)
    throw new AppError('CONFLICT', { message: 'this exam mails no certificate (isPush is not 1)' });
}

/** SPEC §6: the address the candidate bound for this exam's certificate, or null before binding. */
export async function readCertificateMailbox(db: Db, who: Account, examId: number, now: Date) {
  await requirePushExam(db, who, examId, now);
  const row = await findMailbox(db, who.schoolId, who.userId, examId);
  return { examId, email: row?.email ?? null, boundAt: row?.boundAt.toISOString() ?? null };
}

/** SPEC §6: binds (or changes) where the certificate is mailed. */
export async function bindCertificateMailbox(db: Db, who: Account, body: CertificateMailboxBody, now: Date) {
  await requirePushExam(db, who, body.examId, now);
  await upsertMailbox(db, { ...who, examId: body.examId, email: body.email, boundAt: now });
  return { examId: body.examId, email: body.email, boundAt: now.toISOString() };
}
