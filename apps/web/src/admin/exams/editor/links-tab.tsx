import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { OpenLinksCard } from './open-links-card';
import { RedemptionCodesCard } from './redemption-codes-card';

/** Redemption codes and open links of a saved exam: those made so far, and ways to make more (issue 20, 40). */
export function LinksTab({ schoolId, examId }: { schoolId: string; examId: number | undefined }) {
  const { t } = useTranslation('admin');
  if (examId === undefined) return <Alert type="info" title={t('links.saveFirst')} />;
  return (
    <Flex vertical gap={16}>
      <RedemptionCodesCard schoolId={schoolId} examId={examId} />
      <OpenLinksCard schoolId={schoolId} examId={examId} />
    </Flex>
  );
}
