import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, List, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BankFormat, type BankSource, importBank, previewBankImport } from '@/api/admin/bank';
import { adminKeys } from '@/api/admin/keys';
import { ContentViewer } from '@/features/content-viewer/content-viewer';
import { ErrorAlert } from '../shared/error-alert';
import { FileButton } from '../shared/file-button';
import { IssueList } from '../shared/issue-list';
import { readFileBase64, readFileText } from '../shared/read-file';

const ACCEPT: Record<BankFormat, string> = {
  moodle: '.xml,text/xml,application/xml',
  gift: '.gift,.txt,text/plain',
  qti: '.zip,application/zip',
  definition: '.yaml,.yml,.json',
};

/** The format a file name suggests; the person can still choose another. */
export function formatOfFileName(name: string): BankFormat | undefined {
  const lower = name.toLowerCase();
  if (lower.endsWith('.zip')) return 'qti';
  if (lower.endsWith('.xml')) return 'moodle';
  if (lower.endsWith('.gift') || lower.endsWith('.txt')) return 'gift';
  if (lower.endsWith('.yaml') || lower.endsWith('.yml') || lower.endsWith('.json')) return 'definition';
  return undefined;
}

/** Choose a file → the server reads it → every subject in the candidates' viewer, every issue by path → import. */
export function BankImportPanel({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [format, setFormat] = useState<BankFormat>('moodle');
  const [source, setSource] = useState<(BankSource & { fileName: string }) | undefined>();
  const preview = useMutation({ mutationFn: (body: BankSource) => previewBankImport(schoolId, body) });
  const importing = useMutation({
    mutationFn: (body: BankSource) => importBank(schoolId, body),
    onSuccess: async ({ created, updated }) => {
      void message.success(t('bank.imported', { created, updated }));
      setSource(undefined);
      preview.reset();
      await queryClient.invalidateQueries({ queryKey: adminKeys.bank(schoolId) });
    },
  });

  const onFile = async (file: File) => {
    const chosen = formatOfFileName(file.name) ?? format;
    setFormat(chosen);
    const body: BankSource =
      chosen === 'qti'
        ? { format: chosen, content: await readFileBase64(file), encoding: 'base64' }
        : { format: chosen, content: await readFileText(file), encoding: 'text' };
    setSource({ ...body, fileName: file.name });
    importing.reset();
    preview.mutate(body);
  };
  const issues = preview.data?.issues ?? [];
  const subjects = preview.data?.subjects ?? [];

  return (
    <Card size="small" title={t('bank.importTitle')}>
      <Flex gap={8} wrap align="center">
        <Select
          aria-label={t('bank.format')}
          value={format}
          onChange={setFormat}
          style={{ width: 200 }}
          options={(['moodle', 'gift', 'qti', 'definition'] as const).map((value) => ({
            value,
            label: t(`bank.formats.${value}`),
          }))}
        />
        <FileButton
          label={t('bank.chooseFile')}
          accept={ACCEPT[format]}
          onFile={(file) => void onFile(file)}
        />
        {source ? <Typography.Text>{source.fileName}</Typography.Text> : null}
      </Flex>
      <ErrorAlert error={preview.error ?? importing.error} />
      {preview.data ? (
        <Flex vertical gap={12} style={{ marginTop: 12 }}>
          {issues.length > 0 ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('bank.issues', { count: issues.length })}
              description={<IssueList issues={issues} />}
            />
          ) : (
            <Alert type="success" showIcon title={t('bank.ready', { count: subjects.length })} />
          )}
          <section aria-label={t('bank.previewList')}>
            <List
              bordered
              dataSource={subjects}
              renderItem={(item, index) => (
                <List.Item key={item.key}>
                  <Flex vertical gap={4} style={{ width: '100%' }}>
                    <Typography.Text strong>
                      {index + 1}. {t(`subject.types.${item.subject.subjectType as 1 | 2 | 3 | 4 | 5 | 6}`)} ·{' '}
                      {item.key} · {t('bank.score', { score: item.subject.score })}
                    </Typography.Text>
                    <ContentViewer
                      value={item.subject.subjectTitle}
                      contentType={item.subject.subjectTitleContentType}
                    />
                    {item.subject.options.length > 0 ? (
                      <ul style={{ margin: 0 }}>
                        {item.subject.options.map((option) => (
                          <li key={option.key}>
                            {option.key}.{' '}
                            <ContentViewer value={option.content} contentType={option.contentType} isInline />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <Typography.Text type="secondary">
                      {t('subject.correctAnswer')}: {JSON.stringify(item.subject.correctAnswer ?? null)}
                    </Typography.Text>
                    {item.knowledgePoints.length > 0 ? (
                      <Typography.Text type="secondary">
                        {t('subject.knowledgePoints')}:{' '}
                        {item.knowledgePoints.map((point) => point.name).join(', ')}
                      </Typography.Text>
                    ) : null}
                  </Flex>
                </List.Item>
              )}
            />
          </section>
          <Button
            type="primary"
            style={{ alignSelf: 'start' }}
            disabled={!source || issues.length > 0 || subjects.length === 0}
            loading={importing.isPending}
            onClick={() => source && importing.mutate(source)}
          >
            {t('bank.import', { count: subjects.length })}
          </Button>
        </Flex>
      ) : null}
    </Card>
  );
}
