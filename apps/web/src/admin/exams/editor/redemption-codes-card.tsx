import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKeys } from '@/api/admin/keys';
import {
  generateRedemptionCodes,
  type ListedRedemptionCode,
  redemptionCodesQueryOptions,
} from '@/api/admin/links';
import { downloadAdminFile } from '@/api/admin/request';
import { formatViewerTime } from '@/lib/exam-time';
import { ErrorAlert } from '../../shared/error-alert';
import { TableRegion } from '../../shared/table-region';
import { CountField } from './count-field';

/** The exam's redemption codes: generate N (shown at once, to copy), download the CSV, and every code made so far. */
export function RedemptionCodesCard({ schoolId, examId }: { schoolId: string; examId: number }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const [count, setCount] = useState<number>(10);
  const codes = useQuery(redemptionCodesQueryOptions(schoolId, examId));
  const generate = useMutation({
    mutationFn: () => generateRedemptionCodes(schoolId, examId, count),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.links(schoolId, examId) }),
  });
  const download = useMutation({
    mutationFn: () =>
      downloadAdminFile(schoolId, `exams/${examId}/redemption-codes.csv`, 'redemption-codes.csv'),
  });
  return (
    <Card size="small" title={t('links.codesTitle')}>
      <Flex vertical gap={8}>
        <Flex gap={8} wrap align="end">
          <CountField id="codes-count" value={count} onChange={setCount} />
          <Button type="primary" onClick={() => generate.mutate()} loading={generate.isPending}>
            {t('links.generateCodes')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => download.mutate()}>
            {t('links.downloadCsv')}
          </Button>
        </Flex>
        <ErrorAlert error={generate.error ?? download.error ?? codes.error} />
        {generate.data ? (
          <Typography.Paragraph copyable style={{ margin: 0 }}>
            {generate.data.codes.join(' ')}
          </Typography.Paragraph>
        ) : null}
        <TableRegion label={t('links.codesMade')}>
          <Table<ListedRedemptionCode>
            size="small"
            rowKey="code"
            loading={codes.isPending}
            dataSource={codes.data?.codes ?? []}
            title={() => t('links.codesMadeCount', { count: codes.data?.codes.length ?? 0 })}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            columns={[
              { title: t('links.code'), dataIndex: 'code' },
              {
                title: t('links.usedBy'),
                dataIndex: 'usedBy',
                render: (usedBy: string | null) => usedBy ?? t('links.notUsed'),
              },
              {
                title: t('links.usedAt'),
                dataIndex: 'usedAt',
                render: (usedAt: string | null) => (usedAt ? formatViewerTime(usedAt, tCommon) : '--'),
              },
            ]}
          />
        </TableRegion>
      </Flex>
    </Card>
  );
}
