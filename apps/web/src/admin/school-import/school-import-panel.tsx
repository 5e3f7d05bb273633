import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKeys } from '@/api/admin/keys';
import { importSchoolFile } from '@/api/admin/school-import';
import { ErrorAlert } from '../shared/error-alert';
import { FileButton } from '../shared/file-button';
import { ImportChanges } from './import-changes';

const countOf = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/**
 * A school definition file (docs/exam-definition.md): the server's dry run first, listing every field it would
 * change old → new, and only then the import (issue 35: a header with id and name had closed a school unseen).
 */
export function SchoolImportPanel({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | undefined>();
  const preview = useMutation({ mutationFn: (chosen: File) => importSchoolFile(schoolId, chosen, true) });
  const importing = useMutation({
    mutationFn: (chosen: File) => importSchoolFile(schoolId, chosen, false),
    onSuccess: async () => {
      void message.success(t('schoolImport.imported'));
      setFile(undefined);
      preview.reset();
      await queryClient.invalidateQueries({ queryKey: adminKeys.school(schoolId) });
    },
  });
  const onFile = (chosen: File) => {
    setFile(chosen);
    importing.reset();
    preview.mutate(chosen);
  };
  const summary = preview.data?.summary;

  return (
    <Card size="small" title={t('schoolImport.title')}>
      <Flex gap={8} wrap align="center">
        <FileButton label={t('schoolImport.chooseFile')} accept=".yaml,.yml,.json" onFile={onFile} />
        {file ? <Typography.Text>{file.name}</Typography.Text> : null}
      </Flex>
      <ErrorAlert error={preview.error ?? importing.error} />
      {preview.data && summary ? (
        <Flex vertical gap={12} style={{ marginTop: 12 }}>
          <Alert
            type="info"
            showIcon
            title={t('schoolImport.counts', {
              created: countOf(summary.created),
              updated: countOf(summary.updated),
              deleted: countOf(summary.deleted),
            })}
          />
          <ImportChanges changes={preview.data.changes} />
          <Button
            type="primary"
            style={{ alignSelf: 'start' }}
            disabled={!file}
            loading={importing.isPending}
            onClick={() => file && importing.mutate(file)}
          >
            {t('schoolImport.import')}
          </Button>
        </Flex>
      ) : null}
    </Card>
  );
}
