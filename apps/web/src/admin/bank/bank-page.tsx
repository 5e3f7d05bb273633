import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Popconfirm, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BankRow, bankQueryOptions, deleteBankSubject } from '@/api/admin/bank';
import { adminKeys } from '@/api/admin/keys';
import { downloadAdminFile } from '@/api/admin/request';
import { ErrorAlert } from '../shared/error-alert';
import { TableRegion } from '../shared/table-region';
import { BankImportPanel } from './import-panel';

const EXPORT_NAMES = { moodle: 'bank.xml', qti: 'bank-qti.zip', gift: 'bank.gift' } as const;

/** Issue 20 question bank: the school's subjects, imports from Moodle XML / GIFT / QTI / our YAML, exports. */
export function BankPage({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [subjectType, setSubjectType] = useState<number | undefined>();
  const [selected, setSelected] = useState<React.Key[]>([]);
  const query = { search: search || undefined, subjectType };
  const bank = useQuery(bankQueryOptions(schoolId, query));
  const remove = useMutation({
    mutationFn: (key: string) => deleteBankSubject(schoolId, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.bank(schoolId) }),
  });
  const exportBank = useMutation({
    mutationFn: (format: keyof typeof EXPORT_NAMES) => {
      const keys =
        selected.length > 0
          ? `&keys=${selected.map((key) => encodeURIComponent(String(key))).join(',')}`
          : '';
      return downloadAdminFile(schoolId, `bank/export?format=${format}${keys}`, EXPORT_NAMES[format]);
    },
  });
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {t('nav.bank')}
      </Typography.Title>
      <BankImportPanel schoolId={schoolId} />
      <Flex gap={8} wrap>
        <Input.Search
          aria-label={t('bank.search')}
          placeholder={t('bank.search')}
          allowClear
          onSearch={setSearch}
          style={{ maxWidth: 320 }}
        />
        <Select
          aria-label={t('subject.type')}
          allowClear
          placeholder={t('subject.type')}
          value={subjectType}
          onChange={setSubjectType}
          style={{ width: 160 }}
          options={[1, 2, 3, 4, 5, 6].map((value) => ({
            value,
            label: t(`subject.types.${value as 1 | 2 | 3 | 4 | 5 | 6}`),
          }))}
        />
        {(Object.keys(EXPORT_NAMES) as (keyof typeof EXPORT_NAMES)[]).map((format) => (
          <Button key={format} icon={<DownloadOutlined />} onClick={() => exportBank.mutate(format)}>
            {t(`bank.export.${format}`)}
          </Button>
        ))}
      </Flex>
      <ErrorAlert error={bank.error ?? remove.error ?? exportBank.error} />
      <TableRegion label={t('nav.bank')}>
        <Table<BankRow>
          rowKey="key"
          loading={bank.isPending}
          dataSource={bank.data?.list ?? []}
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { title: t('editor.key'), dataIndex: 'key' },
            {
              title: t('subject.type'),
              render: (_v, row) => t(`subject.types.${row.subject.subjectType as 1 | 2 | 3 | 4 | 5 | 6}`),
            },
            { title: t('subject.text'), render: (_v, row) => row.subject.subjectTitle.slice(0, 80) },
            { title: t('bank.source'), dataIndex: 'source' },
            { title: t('bank.updatedAt'), dataIndex: 'updatedAt' },
            {
              title: t('common.actions'),
              render: (_v, row) => (
                <Popconfirm
                  title={t('bank.confirmDelete', { key: row.key })}
                  onConfirm={() => remove.mutate(row.key)}
                >
                  <Button size="small" danger>
                    {t('common.delete')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </TableRegion>
    </Flex>
  );
}
