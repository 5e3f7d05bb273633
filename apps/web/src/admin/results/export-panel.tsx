import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resultsExportUrl } from '@/api/admin/results';

/** CSV and XLSX downloads: plain links, so the browser streams the file to disk as the server writes it. */
export function ExportPanel({ schoolId, examId }: { schoolId: string; examId: number }) {
  const { t } = useTranslation('admin');
  const [withAnswers, setWithAnswers] = useState(false);
  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('results.export')}</h2>}>
      <Flex gap={8} wrap align="center">
        <Checkbox checked={withAnswers} onChange={(event) => setWithAnswers(event.target.checked)}>
          {t('results.withAnswers')}
        </Checkbox>
        <Button
          icon={<DownloadOutlined />}
          href={resultsExportUrl(schoolId, examId, 'csv', withAnswers)}
          download
        >
          {t('results.exportCsv')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          href={resultsExportUrl(schoolId, examId, 'xlsx', withAnswers)}
          download
        >
          {t('results.exportXlsx')}
        </Button>
      </Flex>
    </Card>
  );
}
