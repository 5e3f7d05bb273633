import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessageKey } from '@/api/client';
import { schoolQueryOptions } from '@/api/portal';
import { attemptHistoryQueryOptions } from '@/api/records';
import { LoadingBlock } from '@/components/loading-block';
import { ComplaintEntry } from '@/features/complaint-entry/complaint-entry';
import { ContactUs } from '@/features/contact-us/contact-us';
import { RecordsList } from '@/features/records/records-list';
import { paths, portalLinkOf } from '@/lib/routes';

export interface ExamSidebarProps {
  schoolId: string;
  exam: { examId: number; examName: string; contactContext: string };
  isOpenMode: boolean;
  identifyCode: string | null;
  language: string;
}

/** SPEC §2 right column: the exam record, the study-centre link, contact us and the complaint entry. */
export function ExamSidebar({ schoolId, exam, isOpenMode, identifyCode, language }: ExamSidebarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const school = useQuery(schoolQueryOptions(schoolId));
  // The study centre belongs to the host portal: linked only where the school set its address (decision 0028).
  const studyCentre = school.data ? portalLinkOf(school.data.studyCentreUrl, language) : null;
  const history = useQuery({
    ...attemptHistoryQueryOptions({ schoolId, examId: exam.examId, isOpenMode, identifyCode }),
    // An open visitor is known only by identifyCode; without one there is no history to ask for.
    enabled: !isOpenMode || identifyCode !== null,
  });

  const records = history.error ? (
    <Alert type="warning" showIcon title={t(errorMessageKey(history.error))} />
  ) : history.data ? (
    <RecordsList
      records={history.data.records}
      onOpen={(attempt) =>
        void navigate(
          paths.examResult(schoolId, {
            examId: attempt.examId,
            examResultId: attempt.examResultId,
            sessionId: attempt.sessionId,
            identifyCode,
          }),
        )
      }
    />
  ) : isOpenMode && identifyCode === null ? (
    <RecordsList records={[]} onOpen={() => undefined} />
  ) : (
    <LoadingBlock rows={2} />
  );

  return (
    <Flex vertical gap="middle">
      <Card
        size="small"
        title={t('records.title')}
        extra={history.data ? t('records.total', { total: history.data.total }) : null}
      >
        {records}
        {!isOpenMode && studyCentre && (
          <Typography.Link href={studyCentre} style={{ display: 'block', marginTop: 12 }}>
            {t('records.studyCentre')}
          </Typography.Link>
        )}
      </Card>
      <ContactUs contactContext={exam.contactContext} />
      <ComplaintEntry schoolId={schoolId} exam={exam} isOpenMode={isOpenMode} language={language} />
    </Flex>
  );
}
