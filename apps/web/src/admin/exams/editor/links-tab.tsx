import { DownloadOutlined } from '@ant-design/icons';
import { MAX_LINKS_PER_REQUEST } from '@iexam/domain/constants';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, InputNumber, Table, Typography } from 'antd';
import Papa from 'papaparse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  generateOpenLinks,
  generateRedemptionCodes,
  importOpenLinks,
  type OpenLinkRow,
} from '@/api/admin/links';
import { downloadAdminFile } from '@/api/admin/request';
import { ErrorAlert } from '../../shared/error-alert';
import { FileButton } from '../../shared/file-button';
import { readFileText } from '../../shared/read-file';

/** Open links and redemption codes of a saved exam: generate N, download the CSV, import a CSV of links. */
export function LinksTab({ schoolId, examId }: { schoolId: string; examId: number | undefined }) {
  const { t } = useTranslation('admin');
  if (examId === undefined) return <Alert type="info" title={t('links.saveFirst')} />;
  return (
    <Flex vertical gap={16}>
      <RedemptionCodes schoolId={schoolId} examId={examId} />
      <OpenLinks schoolId={schoolId} examId={examId} />
    </Flex>
  );
}

function RedemptionCodes({ schoolId, examId }: { schoolId: string; examId: number }) {
  const { t } = useTranslation('admin');
  const [count, setCount] = useState<number>(10);
  const generate = useMutation({ mutationFn: () => generateRedemptionCodes(schoolId, examId, count) });
  const download = useMutation({
    mutationFn: () =>
      downloadAdminFile(schoolId, `exams/${examId}/redemption-codes.csv`, 'redemption-codes.csv'),
  });
  return (
    <Card size="small" title={t('links.codesTitle')}>
      <Flex gap={8} wrap align="end">
        <Form.Item label={t('links.count')} htmlFor="codes-count" style={{ margin: 0 }}>
          <InputNumber
            id="codes-count"
            min={1}
            max={MAX_LINKS_PER_REQUEST}
            value={count}
            onChange={(v) => setCount(v ?? 1)}
          />
        </Form.Item>
        <Button type="primary" onClick={() => generate.mutate()} loading={generate.isPending}>
          {t('links.generateCodes')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => download.mutate()}>
          {t('links.downloadCsv')}
        </Button>
      </Flex>
      <ErrorAlert error={generate.error ?? download.error} />
      {generate.data ? (
        <Typography.Paragraph copyable style={{ marginTop: 8 }}>
          {generate.data.codes.join(' ')}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}

function OpenLinks({ schoolId, examId }: { schoolId: string; examId: number }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [count, setCount] = useState<number>(10);
  const [sessionKey, setSessionKey] = useState('');
  const [namePrefix, setNamePrefix] = useState('');
  const generate = useMutation({
    mutationFn: () =>
      generateOpenLinks(schoolId, examId, {
        count,
        sessionKey: sessionKey || undefined,
        namePrefix: namePrefix || undefined,
      }),
  });
  const download = useMutation({
    mutationFn: () => downloadAdminFile(schoolId, `exams/${examId}/open-links.csv`, 'open-links.csv'),
  });
  const importRows = useMutation({
    mutationFn: (rows: OpenLinkRow[]) => importOpenLinks(schoolId, examId, rows),
    onSuccess: ({ created }) => void message.success(t('links.imported', { count: created })),
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
      <Flex gap={8} wrap align="end">
        <Form.Item label={t('links.count')} htmlFor="links-count" style={{ margin: 0 }}>
          <InputNumber
            id="links-count"
            min={1}
            max={MAX_LINKS_PER_REQUEST}
            value={count}
            onChange={(v) => setCount(v ?? 1)}
          />
        </Form.Item>
        <Form.Item label={t('links.sessionKey')} htmlFor="links-session" style={{ margin: 0 }}>
          <Input
            id="links-session"
            value={sessionKey}
            onChange={(event) => setSessionKey(event.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('links.namePrefix')} htmlFor="links-prefix" style={{ margin: 0 }}>
          <Input
            id="links-prefix"
            value={namePrefix}
            onChange={(event) => setNamePrefix(event.target.value)}
          />
        </Form.Item>
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
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('links.importHelp')}
      </Typography.Paragraph>
      <ErrorAlert error={generate.error ?? download.error ?? importRows.error} />
      {generate.data ? (
        <Table
          size="small"
          rowKey="identifyCode"
          dataSource={generate.data.links}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: 'identifyCode', dataIndex: 'identifyCode' },
            { title: t('links.url'), dataIndex: 'url' },
          ]}
        />
      ) : null}
    </Card>
  );
}
