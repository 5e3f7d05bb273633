import { useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ListedOpenLink, openLinksQueryOptions } from '@/api/admin/links';
import { ErrorAlert } from '../../shared/error-alert';
import { TableRegion } from '../../shared/table-region';

/**
 * Every open link made for the exam (issue 40), newest first so that links just generated are on the first page:
 * its address to copy, what it records (a detail it does not record is the visitor's to give, and is recorded on
 * the first visit), and whether it was used.
 */
export function OpenLinksTable({ schoolId, examId }: { schoolId: string; examId: number }) {
  const { t } = useTranslation('admin');
  const links = useQuery(openLinksQueryOptions(schoolId, examId));
  const rows = [...(links.data?.links ?? [])].reverse();
  // Short columns keep their words on one line; on a phone the table scrolls sideways in its region instead.
  const oneLine = { style: { whiteSpace: 'nowrap' as const } };
  const short = { onCell: () => oneLine, onHeaderCell: () => oneLine };
  const recorded = (value: string) =>
    value || <Typography.Text type="secondary">{t('links.visitorGives')}</Typography.Text>;
  return (
    <>
      <ErrorAlert error={links.error} />
      <TableRegion label={t('links.linksMade')}>
        <Table<ListedOpenLink>
          size="small"
          rowKey="identifyCode"
          loading={links.isPending}
          dataSource={rows}
          title={() => t('links.linksMadeCount', { count: rows.length })}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            {
              title: t('links.url'),
              dataIndex: 'url',
              render: (url: string) => (
                <Typography.Text
                  copyable={{ text: url, tooltips: [t('links.copyLink'), t('links.copied')] }}
                  style={{ wordBreak: 'break-all', minWidth: 260, display: 'inline-block' }}
                >
                  {url}
                </Typography.Text>
              ),
            },
            {
              title: t('links.session'),
              dataIndex: 'sessionKey',
              ...short,
              render: (key: string | null) => key ?? '--',
            },
            { title: t('links.name'), dataIndex: 'name', render: recorded, ...short },
            { title: t('links.contact'), dataIndex: 'contact', render: recorded, ...short },
            {
              title: t('links.used'),
              key: 'used',
              ...short,
              render: (_, link) =>
                link.refused
                  ? t('links.refused')
                  : link.entered
                    ? t('links.entered', { count: link.attempts })
                    : t('links.notUsed'),
            },
          ]}
        />
      </TableRegion>
    </>
  );
}
