import { DownloadOutlined } from '@ant-design/icons';
import { OPEN_LINK_NAME_PREFIX_MAX } from '@iexam/domain/exam-info';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import Papa from 'papaparse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKeys } from '@/api/admin/keys';
import { generateOpenLinks, importOpenLinks, type OpenLinkRow } from '@/api/admin/links';
import { downloadAdminFile } from '@/api/admin/request';
import { ErrorAlert } from '../../shared/error-alert';
import { FileButton } from '../../shared/file-button';
import { readFileText } from '../../shared/read-file';
import { CountField } from './count-field';
import { OpenLinksTable } from './open-links-table';

/**
 * The exam's open links: generate N, download the CSV, import a CSV, and every link made so far with what it records
 * and whether it was used. The form says what a generated link's visitor will be asked (issue 40): the name the link
 * records, if a prefix gave it one, to match; their contact, and their name where none is recorded, to be kept.
 */
export function OpenLinksCard({ schoolId, examId }: { schoolId: string; examId: number }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [count, setCount] = useState<number>(10);
  const [sessionKey, setSessionKey] = useState('');
  const [namePrefix, setNamePrefix] = useState('');
  const listChanged = () => queryClient.invalidateQueries({ queryKey: adminKeys.links(schoolId, examId) });
  const generate = useMutation({
    mutationFn: () =>
      generateOpenLinks(schoolId, examId, {
        count,
        sessionKey: sessionKey.trim() || undefined,
        namePrefix: namePrefix || undefined,
      }),
    onSuccess: ({ links }) => {
      void message.success(t('links.generated', { count: links.length }));
      return listChanged();
    },
  });
  const download = useMutation({
    mutationFn: () => downloadAdminFile(schoolId, `exams/${examId}/open-links.csv`, 'open-links.csv'),
  });
  const importRows = useMutation({
    mutationFn: (rows: OpenLinkRow[]) => importOpenLinks(schoolId, examId, rows),
    onSuccess: ({ created }) => {
      void message.success(t('links.imported', { count: created }));
      return listChanged();
    },
  });
  const onFile = async (file: File) => {
    const parsed = Papa.parse<Record<string, string>>(await readFileText(file), {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (header) => header.trim(),
    });
    const rows = parsed.data.map((record) => {
      const row: OpenLinkRow = { name: record.name?.trim() ?? '' };
      for (const column of ['identifyCode', 'contact', 'sessionKey'] as const) {
        const value = record[column]?.trim();
        if (value) row[column] = value;
      }
      return row;
    });
    importRows.mutate(rows);
  };
  return (
    <Card size="small" title={t('links.linksTitle')}>
      <Flex vertical gap={8}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('links.visitorAsked')}</Typography.Paragraph>
        <Flex gap={8} wrap align="start">
          <CountField id="links-count" value={count} onChange={setCount} />
          <Form.Item label={t('links.sessionKey')} htmlFor="links-session" style={{ margin: 0 }}>
            <Input
              id="links-session"
              value={sessionKey}
              onChange={(event) => setSessionKey(event.target.value)}
            />
          </Form.Item>
          <Form.Item
            label={t('links.namePrefix')}
            htmlFor="links-prefix"
            extra={t('links.namePrefixHelp')}
            style={{ margin: 0, maxWidth: 320 }}
          >
            <Input
              id="links-prefix"
              maxLength={OPEN_LINK_NAME_PREFIX_MAX}
              value={namePrefix}
              onChange={(event) => setNamePrefix(event.target.value)}
            />
          </Form.Item>
        </Flex>
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => generate.mutate()} loading={generate.isPending}>
            {t('links.generateLinks')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => download.mutate()}>
            {t('links.downloadCsv')}
          </Button>
          <FileButton
            label={t('links.importCsv')}
            accept=".csv,text/csv"
            onFile={(file) => void onFile(file)}
          />
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('links.importHelp')}
        </Typography.Paragraph>
        <ErrorAlert error={generate.error ?? download.error ?? importRows.error} />
        <OpenLinksTable schoolId={schoolId} examId={examId} />
      </Flex>
    </Card>
  );
}
