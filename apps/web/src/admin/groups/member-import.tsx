import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importMembers, type MemberImportRow } from '@/api/admin/groups';
import { adminKeys } from '@/api/admin/keys';
import { ErrorAlert } from '../shared/error-alert';
import { FileButton } from '../shared/file-button';
import { IssueList } from '../shared/issue-list';
import { readFileText } from '../shared/read-file';
import { TableRegion } from '../shared/table-region';
import { badRowIndexes, type ParsedMembers, parseMemberCsv } from './member-csv';

/**
 * A member CSV in three steps: read in the browser (every bad row named), the server's dry run (who exists, what
 * would change), then the import, all or nothing.
 */
export function MemberImport({ schoolId, groupKey }: { schoolId: string; groupKey: string }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [parsed, setParsed] = useState<(ParsedMembers & { fileName: string }) | undefined>();
  const dryRun = useMutation({
    mutationFn: (rows: MemberImportRow[]) => importMembers(schoolId, groupKey, rows, true),
  });
  const run = useMutation({
    mutationFn: (rows: MemberImportRow[]) => importMembers(schoolId, groupKey, rows, false),
    onSuccess: async (result) => {
      void message.success(t('groups.imported', result));
      setParsed(undefined);
      dryRun.reset();
      await queryClient.invalidateQueries({ queryKey: adminKeys.groups(schoolId) });
    },
  });
  const onFile = async (file: File) => {
    const result = parseMemberCsv(await readFileText(file));
    setParsed({ ...result, fileName: file.name });
    run.reset();
    dryRun.reset();
    if (result.issues.length === 0) dryRun.mutate(result.rows);
  };
  const bad = badRowIndexes(parsed?.issues ?? []);
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <FileButton
          label={t('groups.importCsv')}
          accept=".csv,text/csv"
          onFile={(file) => void onFile(file)}
        />
        <Typography.Text type="secondary">{t('groups.csvHelp')}</Typography.Text>
      </Flex>
      {parsed ? (
        <>
          {parsed.issues.length > 0 ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('groups.badRows', { count: parsed.issues.length, file: parsed.fileName })}
              description={<IssueList issues={parsed.issues} />}
            />
          ) : null}
          <ErrorAlert error={dryRun.error ?? run.error} />
          {dryRun.data ? <Alert type="info" showIcon title={t('groups.dryRun', dryRun.data)} /> : null}
          <TableRegion label={t('groups.previewTable')}>
            <Table<MemberImportRow & { index: number }>
              size="small"
              rowKey="index"
              dataSource={parsed.rows.map((row, index) => ({ ...row, index }))}
              rowClassName={(row) => (bad.has(row.index) ? 'admin-bad-row' : '')}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              columns={[
                { title: t('groups.row'), dataIndex: 'index', render: (index: number) => `rows[${index}]` },
                { title: 'userName', dataIndex: 'userName' },
                { title: 'realName', dataIndex: 'realName' },
                {
                  title: 'password',
                  dataIndex: 'password',
                  render: (value?: string) => (value ? '••••••••' : ''),
                },
                { title: 'userCode', dataIndex: 'userCode' },
                { title: 'mobile', dataIndex: 'mobile' },
                { title: 'email', dataIndex: 'email' },
              ]}
            />
          </TableRegion>
          <Button
            type="primary"
            style={{ alignSelf: 'start' }}
            disabled={parsed.issues.length > 0 || !dryRun.isSuccess}
            loading={run.isPending || dryRun.isPending}
            onClick={() => run.mutate(parsed.rows)}
          >
            {t('groups.importRows', { count: parsed.rows.length })}
          </Button>
        </>
      ) : null}
    </Flex>
  );
}
