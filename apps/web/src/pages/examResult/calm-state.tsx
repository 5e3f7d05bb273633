import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isApiError } from '@/api/client';

export type CalmReason = 'notAnnounced' | 'grading' | 'reviewClosed';

/** Something that is not shown YET: said calmly, never as an error. */
export function CalmState({ reason }: { reason: CalmReason }) {
  const { t } = useTranslation();
  return (
    <Card size="small">
      <Result
        icon={<ClockCircleOutlined aria-hidden style={{ fontSize: 40 }} />}
        title={<span style={{ fontSize: 18 }}>{t(`examResult.details.${reason}.title`)}</span>}
        subTitle={t(`examResult.details.${reason}.description`)}
        style={{ padding: '8px 0' }}
      />
    </Card>
  );
}

/** A details call that failed: 6301 and 6302 are states of the exam, anything else is an error with its text. */
export function DetailError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isApiError(error, 'REVIEW_NOT_ALLOWED')) return <CalmState reason="reviewClosed" />;
  if (isApiError(error, 'RESULT_NOT_ANNOUNCED')) return <CalmState reason="notAnnounced" />;
  return <Alert type="error" showIcon title={t(errorMessageKey(error))} />;
}
