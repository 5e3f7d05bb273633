import { useTranslation } from 'react-i18next';
import { type OpenVerified, verifyCommonCode } from '@/api/open';
import { IdentityForm } from './identity-form';

export interface CommonCodeFormProps {
  schoolId: string;
  examId: number;
  /** The address names a session: its code is asked for instead of the exam's. */
  sessionId: number | null;
  onVerified: (verified: OpenVerified) => void;
}

/** A link without a personal code (docs/decisions/0013): the shared exam or session code gives an identity. */
export function CommonCodeForm({ schoolId, examId, sessionId, onVerified }: CommonCodeFormProps) {
  const { t } = useTranslation();
  const target = sessionId !== null ? { sessionId } : { examId };
  return (
    <IdentityForm
      // The shared code makes a fresh identity: what the visitor gives is recorded, nothing is compared.
      checks={{ name: 'record', contact: 'record' }}
      codeLabel={sessionId !== null ? t('openLink.form.sessionCode') : t('openLink.form.examCode')}
      submitText={t('openLink.commonCode.submit')}
      onSubmit={async ({ code, name, contact }) =>
        onVerified(await verifyCommonCode({ schoolId, target, commonCode: code, name, contact }))
      }
    />
  );
}
