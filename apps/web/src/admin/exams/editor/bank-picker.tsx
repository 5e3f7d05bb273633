import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BankRow, bankQueryOptions } from '@/api/admin/bank';
import type { AdminSubject } from '@/api/admin/exams';
import { ErrorAlert } from '../../shared/error-alert';

/** Chooses subjects of the school's bank to copy into a paper. */
export function BankPicker({
  schoolId,
  isOpen,
  onClose,
  onPick,
}: {
  schoolId: string;
  isOpen: boolean;
  onClose: () => void;
  onPick: (subjects: AdminSubject[]) => void;
}) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<React.Key[]>([]);
  const bank = useQuery({
    ...bankQueryOptions(schoolId, { search: search || undefined }),
    enabled: isOpen,
  });
  const rows = bank.data?.list ?? [];
  return (
    <Modal
      open={isOpen}
      title={t('subject.addFromBank')}
      onCancel={onClose}
      okText={t('subject.addSelected', { count: selected.length })}
      okButtonProps={{ disabled: selected.length === 0 }}
      onOk={() => onPick(rows.filter((row) => selected.includes(row.key)).map((row) => row.subject))}
      width={800}
    >
      <Input.Search
        aria-label={t('bank.search')}
        placeholder={t('bank.search')}
        onSearch={setSearch}
        allowClear
      />
      <ErrorAlert error={bank.error} />
      <Table<BankRow>
        rowKey="key"
        size="small"
        loading={bank.isFetching}
        dataSource={rows}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('editor.key'), dataIndex: 'key' },
          {
            title: t('subject.type'),
            render: (_v, row) => t(`subject.types.${row.subject.subjectType as 1 | 2 | 3 | 4 | 5 | 6}`),
          },
          { title: t('subject.text'), render: (_v, row) => row.subject.subjectTitle.slice(0, 80) },
        ]}
      />
    </Modal>
  );
}
