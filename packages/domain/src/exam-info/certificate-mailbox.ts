import { z } from 'zod';
import { rowId } from '../ids';

/** SPEC §6 certificate mailbox bind: the exam whose certificate is mailed (isPush 1) and where to. */
export const certificateMailboxBodySchema = z.strictObject({
  examId: rowId(),
  email: z.string().trim().max(254, 'at most 254 characters').pipe(z.email('expected an email address')),
});

export type CertificateMailboxBody = z.infer<typeof certificateMailboxBodySchema>;
