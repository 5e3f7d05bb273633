import { useTranslation } from 'react-i18next';
import { type OpenVerified, verifyPersonalIdentity } from '@/api/open';
import { IdentityForm } from './identity-form';

export interface PersonalVerifyFormProps {
  schoolId: string;
  examId: number;
  identifyCode: string;
  nameHint?: string | undefined;
  onVerified: (verified: OpenVerified) => void;
}

/** The user-info step (issue 7): the visitor confirms the name and contact the school registered for the code. */
export function PersonalVerifyForm({
  schoolId,
  examId,
  identifyCode,
  nameHint,
  onVerified,
}: PersonalVerifyFormProps) {
  const { t } = useTranslation();
  return (
    <IdentityForm
      nameHint={nameHint}
      submitText={t('openLink.userInfo.submit')}
      onSubmit={async ({ name, contact }) =>
        onVerified(await verifyPersonalIdentity({ schoolId, examId, identifyCode, name, contact }))
      }
    />
  );
}
