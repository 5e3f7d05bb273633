import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  type AdminExam,
  type AdminExamDetail,
  createExam,
  examQueryOptions,
  referencesQueryOptions,
  updateExam,
} from '@/api/admin/exams';
import { adminKeys } from '@/api/admin/keys';
import { downloadAdminFile } from '@/api/admin/request';
import { isApiError } from '@/api/client';
import { PageSpinner } from '@/components/page-spinner';
import { ErrorAlert } from '../../shared/error-alert';
import { type FieldPath, issuesByField } from '../../shared/issue-fields';
import { useIssueText } from '../../shared/issue-text';
import { BasicsTab } from './basics-tab';
import { newExam, toExam } from './form-values';
import { LinksTab } from './links-tab';
import { PapersTab } from './papers-tab';
import { SessionsTab } from './sessions-tab';

type TabKey = 'basics' | 'sessions' | 'papers' | 'links';

/** The tab that holds a field of the exam, by the field's first name. */
export function tabOf(name: FieldPath | undefined): TabKey {
  switch (name?.[0]) {
    case 'sessions':
      return 'sessions';
    case 'papers':
      return 'papers';
    case 'openLinks':
    case 'redemptionCodes':
      return 'links';
    default:
      return 'basics';
  }
}

export function NewExamPage({ schoolId }: { schoolId: string }) {
  return <ExamEditor schoolId={schoolId} initial={newExam()} />;
}

export function EditExamPage({ schoolId }: { schoolId: string }) {
  const examId = Number(useParams().examId);
  const exam = useQuery(examQueryOptions(schoolId, examId));
  if (exam.isPending) return <PageSpinner />;
  if (exam.isError) return <ErrorAlert error={exam.error} />;
  return (
    <ExamEditor
      key={examId}
      schoolId={schoolId}
      examId={examId}
      initial={exam.data.exam}
      hasAttempts={exam.data.hasAttempts}
    />
  );
}

interface ExamEditorProps {
  schoolId: string;
  examId?: number;
  initial: Partial<AdminExam>;
  hasAttempts?: boolean;
}

/** Issue 20 exam editor: one form over the whole exam; the server's issues come back to their fields. */
function ExamEditor({ schoolId, examId, initial, hasAttempts = false }: ExamEditorProps) {
  const { t } = useTranslation('admin');
  const issueText = useIssueText();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [tab, setTab] = useState<TabKey>('basics');
  const references = useQuery(referencesQueryOptions(schoolId));
  const save = useMutation({
    mutationFn: (exam: AdminExam): Promise<AdminExamDetail | { examId: number }> =>
      examId === undefined ? createExam(schoolId, exam) : updateExam(schoolId, examId, exam),
    onSuccess: async (result) => {
      void message.success(t('editor.saved'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.school(schoolId) });
      if (examId === undefined) {
        await navigate(`/admin/${encodeURIComponent(schoolId)}/exams/${result.examId}`, { replace: true });
      }
    },
    onError: (error) => {
      if (!isApiError(error, 'VALIDATION_FAILED')) return;
      const registered = new Set(form.getFieldsError().map((field) => JSON.stringify(field.name)));
      const { fields } = issuesByField(
        error.issues ?? [],
        (name) => registered.has(JSON.stringify(name)),
        issueText,
        'exam',
      );
      form.setFields(fields);
      const first = fields[0]?.name;
      if (first) setTab(tabOf(first));
    },
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={() => save.mutate(toExam(form.getFieldsValue(true) as Record<string, unknown>))}
      onFinishFailed={({ errorFields }) => setTab(tabOf(errorFields[0]?.name))}
      scrollToFirstError
    >
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {examId === undefined ? t('editor.newTitle') : t('editor.editTitle', { name: initial.examName })}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button onClick={() => void navigate(`/admin/${encodeURIComponent(schoolId)}/exams`)}>
            {t('common.back')}
          </Button>
          {examId === undefined ? null : (
            <Button
              onClick={() =>
                void downloadAdminFile(
                  schoolId,
                  `exams/${examId}/export?format=yaml`,
                  `${initial.key ?? 'exam'}.yaml`,
                )
              }
            >
              {t('editor.exportYaml')}
            </Button>
          )}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Flex>
      </Flex>
      {hasAttempts ? (
        <Alert type="warning" showIcon title={t('editor.hasAttempts')} style={{ marginBottom: 16 }} />
      ) : null}
      <ErrorAlert error={save.error} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          {
            key: 'basics',
            label: t('editor.tabs.basics'),
            forceRender: true,
            children: <BasicsTab isNew={examId === undefined} references={references.data} />,
          },
          {
            key: 'sessions',
            label: t('editor.tabs.sessions'),
            forceRender: true,
            children: <SessionsTab references={references.data} />,
          },
          {
            key: 'papers',
            label: t('editor.tabs.papers'),
            forceRender: true,
            children: <PapersTab schoolId={schoolId} references={references.data} />,
          },
          {
            key: 'links',
            label: t('editor.tabs.links'),
            children: <LinksTab schoolId={schoolId} examId={examId} />,
          },
        ]}
      />
    </Form>
  );
}
