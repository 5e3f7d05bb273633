import { useQuery } from '@tanstack/react-query';
import { Flex, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditRow, auditQueryOptions } from '@/api/admin/audit';
import { ErrorAlert } from '../shared/error-alert';
import { TableRegion } from '../shared/table-region';
import { readScoreChange, type ScoreChange } from './score-change';

/** Issue 20 audit log: who changed what, when, newest first; a change of scores in words, old → new (issue 40). */
export function AuditPage({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation('admin');
  const [target, setTarget] = useState('');
  const query = { limit: 200, target: target || undefined };
  const audit = useQuery(auditQueryOptions(schoolId, query));
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {t('nav.audit')}
      </Typography.Title>
      <Input.Search
        aria-label={t('audit.target')}
        placeholder={t('audit.target')}
        allowClear
        onSearch={setTarget}
        style={{ maxWidth: 320 }}
      />
      <ErrorAlert error={audit.error} />
      <TableRegion label={t('nav.audit')}>
        <Table<AuditRow>
          rowKey="id"
          loading={audit.isPending}
          dataSource={audit.data?.list ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { title: t('audit.at'), dataIndex: 'at' },
            { title: t('audit.actor'), dataIndex: 'actor' },
            {
              title: t('audit.action'),
              dataIndex: 'action',
              render: (action: string, row) => {
                const change = readScoreChange(action, row.detail);
                if (!change) return action;
                return (
                  <>
                    {t(`audit.scoreAction.${change.actionKey}`)}{' '}
                    <Typography.Text type="secondary">({action})</Typography.Text>
                  </>
                );
              },
            },
            { title: t('audit.targetColumn'), dataIndex: 'target' },
            {
              title: t('audit.detail'),
              dataIndex: 'detail',
              render: (detail: unknown, row) => {
                const change = readScoreChange(row.action, detail);
                if (change) return <ScoreChangeText change={change} />;
                return (
                  <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                    {JSON.stringify(detail)}
                  </code>
                );
              },
            },
          ]}
        />
      </TableRegion>
    </Flex>
  );
}

/** A grade's entry in words (issue 40): the subject's score old → new, the attempt's total, and the reason if any. */
function ScoreChangeText({ change }: { change: ScoreChange }) {
  const { t } = useTranslation('admin');
  const score = (value: number | null) => (value === null ? t('audit.waiting') : String(value));
  const parts = [
    t('audit.scoreChange', {
      subject: change.subjectKey,
      from: score(change.oldScore),
      to: score(change.newScore),
    }),
    t('audit.totalChange', { from: score(change.oldTotal), to: score(change.newTotal) }),
    ...(change.reason === undefined ? [] : [t('audit.reason', { reason: change.reason })]),
  ];
  return <span>{parts.join(' · ')}</span>;
}
