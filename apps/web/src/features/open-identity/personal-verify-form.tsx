import type { IdentityDetailChecks } from '@iexam/domain/exam-info';
import { useTranslation } from 'react-i18next';
import { type OpenVerified, verifyPersonalIdentity } from '@/api/open';
import { IdentityForm } from './identity-form';

export interface PersonalVerifyFormProps {
  schoolId: string;
  examId: number;
  identifyCode: string;
  checks: IdentityDetailChecks;
  nameHint?: string | undefined;
  onVerified: (verified: OpenVerified) => void;
}

/**
 * The user-info step (issue 7): the visitor confirms the name and contact the school registered for the code, and
 * gives what it did not register (issue 40: a generated link registers no contact).
 */
export function PersonalVerifyForm({
  schoolId,
  examId,
  identifyCode,
  checks,
  nameHint,
  onVerified,
}: PersonalVerifyFormProps) {
  const { t } = useTranslation();
  return (
    <IdentityForm
      checks={checks}
      nameHint={nameHint}
      submitText={t('openLink.userInfo.submit')}
      onSubmit={async ({ name, contact }) =>
        onVerified(await verifyPersonalIdentity({ schoolId, examId, identifyCode, name, contact }))
      }
    />
  );
}
