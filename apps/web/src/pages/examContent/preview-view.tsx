import { SUBJECT_TYPE } from '@iexam/domain/subjects';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Layout, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessageKey, isApiError } from '@/api/client';
import { examPreviewQueryOptions, type PreviewSubject } from '@/api/exam-preview';
import { LoadingBlock } from '@/components/loading-block';
import { MainLandmarkProvider } from '@/components/main-landmark';
import { PageResult } from '@/components/page-result';
import { useDocumentTitle } from '@/lib/document-title';
import { clearExamContentPreview } from '@/lib/exam-content-status';
import { paths } from '@/lib/routes';
import { ExamHeader } from './exam-header';
import { PaperView } from './paper-view';
import type { HeldAnswer } from './use-answers';

export interface PreviewViewProps {
  schoolId: string;
  examId: number;
}

/** The reference answer as staff wrote it: option keys, true/false, each blank's accepted answers, or the text. */
function referenceText(
  subject: PreviewSubject,
  t: (key: 'examContent.judgement.true' | 'examContent.judgement.false') => string,
) {
  const { correctAnswer } = subject;
  if (subject.subjectType === SUBJECT_TYPE.judgement && typeof correctAnswer === 'boolean')
    return t(correctAnswer ? 'examContent.judgement.true' : 'examContent.judgement.false');
  if (subject.subjectType === SUBJECT_TYPE.fillIn && Array.isArray(correctAnswer))
    return correctAnswer
      .map((accepted) => (Array.isArray(accepted) ? accepted.join(' / ') : String(accepted)))
      .join('；');
  if (Array.isArray(correctAnswer)) return correctAnswer.join(', ');
  return typeof correctAnswer === 'string' ? correctAnswer : '';
}

function ReferenceAnswer({ subject }: { subject: PreviewSubject }) {
  const { t } = useTranslation();
  const text = referenceText(subject, t);
  return (
    <Alert
      type="success"
      style={{ marginTop: 16 }}
      title={
        <>
          {t('examContent.preview.referenceAnswer')}: {text || t('examContent.preview.noReference')}
        </>
      }
      description={
        subject.explanation ? `${t('examContent.preview.explanation')}: ${subject.explanation}` : null
      }
    />
  );
}

/**
 * SPEC §4 exam modes, type 2 (examContentStatus 2): exam staff see the paper as candidates will and may click through
 * it. Answers live in this component only: no autosave, no IndexedDB queue, no timer, no hand-in; the header's
 * button leaves the preview for the exam information page.
 */
export function PreviewView({ schoolId, examId }: PreviewViewProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const preview = useQuery(examPreviewQueryOptions({ schoolId, examId }));
  useDocumentTitle(t('examContent.preview.tag'), preview.data?.examName);
  const [answers, setAnswers] = useState<ReadonlyMap<number, HeldAnswer>>(() => new Map());
  const [flags, setFlags] = useState<ReadonlySet<number>>(() => new Set());

  const leave = () =>
    void modal.confirm({
      title: t('examContent.preview.leaveTitle'),
      content: t('examContent.preview.leaveContent'),
      okText: t('examContent.preview.leaveOk'),
      cancelText: t('examContent.preview.leaveCancel'),
      onOk: async () => {
        clearExamContentPreview();
        // Back to the information page still in preview (examId N/2), where the preview was started.
        await navigate(paths.examInfo(schoolId, { examId: `${examId}/2` }));
      },
    });

  if (preview.error)
    return (
      <PageResult
        status={isApiError(preview.error, 'FORBIDDEN') ? '403' : 'error'}
        title={t('examContent.loadFailed')}
        subTitle={t(errorMessageKey(preview.error))}
      />
    );
  if (!preview.data) return <LoadingBlock padded />;
  const { examName, examSettingTime, subjects } = preview.data;
  const bySubjectId = new Map(subjects.map((subject) => [subject.subjectId, subject]));

  return (
    <Layout style={{ minHeight: '100vh' }} data-mode="preview">
      <ExamHeader
        examName={examName}
        timer={
          <Typography.Text type="secondary">
            {t('examContent.preview.answerTime', { minutes: examSettingTime })}
          </Typography.Text>
        }
        saveStatus={
          <Tag color="orange" data-testid="preview-marker" style={{ fontSize: 14, padding: '2px 8px' }}>
            {t('examContent.preview.tag')} · {t('examContent.preview.notSaved')}
          </Tag>
        }
        switchScreen={null}
        action={
          <Button type="primary" onClick={leave}>
            {t('examContent.preview.leave')}
          </Button>
        }
      />
      <Alert banner type="warning" title={t('examContent.preview.banner')} />
      <Layout.Content style={{ padding: 24 }}>
        <MainLandmarkProvider>
          <PaperView
            isPreview
            subjects={subjects}
            answers={answers}
            flags={flags}
            onAnswer={(subjectId, answer) =>
              setAnswers((current) => {
                const seq = (current.get(subjectId)?.seq ?? 0) + 1;
                return new Map(current).set(subjectId, { answer, seq });
              })
            }
            onToggleFlag={(subjectId) =>
              setFlags((current) => {
                const next = new Set(current);
                if (!next.delete(subjectId)) next.add(subjectId);
                return next;
              })
            }
            renderFooter={(subject) => {
              const previewed = bySubjectId.get(subject.subjectId);
              return previewed && <ReferenceAnswer subject={previewed} />;
            }}
          />
        </MainLandmarkProvider>
      </Layout.Content>
    </Layout>
  );
}
