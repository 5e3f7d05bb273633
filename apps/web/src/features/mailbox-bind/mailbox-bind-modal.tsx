import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { certificateMailboxQueryOptions } from '@/api/certificates';
import { MountWhenOpened } from '@/components/mount-when-opened';

// Most candidates have an address bound or are never asked: the form (antd Form) is fetched only for one who must
// bind it now, not with every exam information page (issue 22).
const MailboxBindDialog = lazy(async () => ({
  default: (await import('./mailbox-bind-dialog')).MailboxBindDialog,
}));

export interface MailboxBindModalProps {
  /** forcesMailboxBind (SPEC §6): isPush 1, logged in, not open. */
  isRequired: boolean;
  schoolId: string;
  examId: number;
}

/**
 * SPEC §6 certificate mailbox bind modal, forced: it cannot be dismissed without an address. The address is kept on
 * the server (PUT …/certificateMailbox), so the modal asks once per candidate and exam, on any device.
 */
export function MailboxBindModal({ isRequired, schoolId, examId }: MailboxBindModalProps) {
  const mailbox = useQuery({ ...certificateMailboxQueryOptions(schoolId, examId), enabled: isRequired });
  const open = isRequired && mailbox.data !== undefined && mailbox.data.email === null;
  return (
    <MountWhenOpened open={open}>
      <MailboxBindDialog open={open} schoolId={schoolId} examId={examId} />
    </MountWhenOpened>
  );
}
