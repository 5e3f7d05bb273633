import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResultsSummary } from '@/api/admin/results';

/** The four figures an exam admin looks at first: attempts (graded of them), mean, median and pass rate. */
export function SummaryCards({ summary }: { summary: ResultsSummary }) {
  const { t } = useTranslation('admin');
  const none = t('results.none');
  const cards = [
    {
      key: 'attempts',
      title: t('results.attempts'),
      value: summary.attempts,
      suffix: `(${t('results.graded')} ${summary.graded} · ${t('results.grading')} ${summary.grading})`,
    },
    { key: 'mean', title: t('results.mean'), value: summary.mean ?? none },
    { key: 'median', title: t('results.median'), value: summary.median ?? none },
    {
      key: 'passRate',
      title: t('results.passRate'),
      value: summary.passRate === null ? none : `${Math.round(summary.passRate * 1000) / 10}%`,
    },
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={6}>
          <Card size="small" data-testid={`results-${card.key}`}>
            <Statistic
              title={card.title}
              value={card.value}
              suffix={card.suffix ? <small style={{ fontSize: 12 }}>{card.suffix}</small> : undefined}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
