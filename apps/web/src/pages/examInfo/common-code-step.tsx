import type { ExamInfo } from '@iexam/domain/exam-info';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type OpenVerified, openUserQueryKeyOf } from '@/api/open';
import { CommonCodeForm } from '@/features/open-identity/common-code-form';
import { saveOpenToken } from '@/lib/open-token';
import type { ExamInfoQuery } from './read-exam-info-query';

export interface CommonCodeStepProps {
  schoolId: string;
  exam: ExamInfo;
  query: ExamInfoQuery;
}

/** A link without identifyCode: the shared code, name and contact give the visitor a code of their own. */
export function CommonCodeStep({ schoolId, exam, query }: CommonCodeStepProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, setSearchParams] = useSearchParams();
  const onVerified = (verified: OpenVerified) => {
    saveOpenToken(schoolId, exam.examId, verified.token);
    queryClient.removeQueries({ queryKey: openUserQueryKeyOf(schoolId, exam.examId) });
    // In the address, so that a reload (or the records and result links) keeps this identity.
    setSearchParams(
      (params) => {
        params.set('identifyCode', verified.identifyCode);
        return params;
      },
      { replace: true },
    );
  };
  return (
    <Card>
      <Flex vertical gap="middle">
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {exam.examName}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t(query.sessionId !== null ? 'openLink.commonCode.sessionIntro' : 'openLink.commonCode.intro')}
        </Typography.Text>
        <CommonCodeForm
          schoolId={schoolId}
          examId={exam.examId}
          sessionId={query.sessionId}
          onVerified={onVerified}
        />
      </Flex>
    </Card>
  );
}
