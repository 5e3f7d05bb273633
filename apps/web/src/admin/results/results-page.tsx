import { useQuery } from '@tanstack/react-query';
import { Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { examStatisticsQueryOptions, type ResultFilter, resultsQueryOptions } from '@/api/admin/results';
import { formatViewerTime } from '@/lib/exam-time';
import { ErrorAlert } from '../shared/error-alert';
import { ExportPanel } from './export-panel';
import { QuestionTable } from './question-table';
import { ReleasePanel } from './release-panel';
import { ResultsTable } from './results-table';
import { ScoreCharts } from './score-charts';
import { SummaryCards } from './summary-cards';

const PAGE_SIZE = 50;

/** One exam's results: summary cards, charts, the results table, per-question statistics, release and export. */
export function ResultsPage({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const examId = Number(useParams().examId);
  const [filter, setFilter] = useState<ResultFilter>({});
  const [page, setPage] = useState(1);
  // On the staff member's own clock, the zone named, as the exams list writes times.
  // The console lists exams of any zone: each time on the viewer's own clock, its zone named.
  const timeOf = (value: string | null) => formatViewerTime(value, tCommon);
  const results = useQuery({
    ...resultsQueryOptions(schoolId, examId, { ...filter, page, pageSize: PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });
  const statistics = useQuery(examStatisticsQueryOptions(schoolId, examId));
  const data = results.data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {data ? `${t('nav.results')}: ${data.exam.examName}` : t('nav.results')}
        </Typography.Title>
        <Link to={`/admin/${encodeURIComponent(schoolId)}/results`}>{t('results.back')}</Link>
      </Flex>
      <ErrorAlert error={results.error ?? statistics.error} />
      {data && (
        <>
          <SummaryCards summary={data.summary} />
          <Row gutter={[12, 12]}>
            <Col xs={24} lg={12}>
              <ReleasePanel
                key={`${data.exam.examResultFlag}:${data.exam.resultReleaseAt}`}
                schoolId={schoolId}
                exam={data.exam}
                timeOf={timeOf}
              />
            </Col>
            <Col xs={24} lg={12}>
              <ExportPanel schoolId={schoolId} examId={examId} />
            </Col>
          </Row>
          <ScoreCharts summary={data.summary} knowledge={statistics.data?.knowledge} />
          <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
            {t('results.table')}
          </Typography.Title>
          <ResultsTable
            rows={data.rows}
            total={data.total}
            isLoading={results.isFetching}
            filter={filter}
            onFilter={(next) => {
              setFilter(next);
              setPage(1);
            }}
            page={page}
            onPage={setPage}
            pageSize={PAGE_SIZE}
            timeOf={timeOf}
          />
        </>
      )}
      <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
        {t('results.questions')}
      </Typography.Title>
      <QuestionTable questions={statistics.data?.questions ?? []} />
    </Flex>
  );
}
