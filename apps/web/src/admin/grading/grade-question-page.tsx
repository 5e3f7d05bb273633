import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, type InputRef, Switch, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  type AnswerToGrade,
  answersToGradeQueryOptions,
  questionsToGradeQueryOptions,
  saveGrade,
} from '@/api/admin/grading';
import { adminKeys } from '@/api/admin/keys';
import { ContentViewer } from '@/features/content-viewer/content-viewer';
import { ErrorAlert } from '../shared/error-alert';
import { AnswerView } from './answer-view';
import { GradeForm } from './grade-form';
import { GradedProgress } from './graded-progress';
import { nextUngraded } from './next-ungraded';
import { useGradingKeys } from './use-grading-keys';

/**
 * Grading one question across candidates: the question and its reference answer on top, one answer at a time
 * (anonymous "#n" unless an exam admin turns names on), a score and a comment, "Save and next" to the next ungraded.
 */
export function GradeQuestionPage({ schoolId, isExamAdmin }: { schoolId: string; isExamAdmin: boolean }) {
  const { t } = useTranslation('admin');
  const params = useParams();
  const examId = Number(params.examId);
  const subjectId = Number(params.subjectId);
  const queryClient = useQueryClient();
  const [showNames, setShowNames] = useState(false);
  const questions = useQuery(questionsToGradeQueryOptions(schoolId, examId));
  const question = questions.data?.find((row) => row.subjectIds.includes(subjectId));
  const answers = useQuery(
    answersToGradeQueryOptions(schoolId, examId, subjectId, { status: 'all', anonymous: !showNames }),
  );
  const rows = answers.data ?? [];
  const [currentId, setCurrentId] = useState<number | null>(null);
  const index = Math.max(
    0,
    rows.findIndex((row) => row.examResultId === currentId),
  );
  const current: AnswerToGrade | undefined = rows[index];
  // The first ungraded answer once the list arrives.
  useEffect(() => {
    if (currentId === null && rows.length > 0)
      setCurrentId(rows[nextUngraded(rows, -1) ?? 0]?.examResultId ?? null);
  }, [currentId, rows]);

  const goTo = useCallback(
    (at: number) => {
      const row = rows[at];
      if (row) setCurrentId(row.examResultId);
    },
    [rows],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);
  const scoreField = useRef<InputRef>(null);
  useGradingKeys({ next, previous, scoreField });

  const save = useMutation({
    mutationFn: (grade: { examResultId: number; subjectId: number; score: number; comment: string }) =>
      saveGrade(schoolId, grade),
    onSuccess: async () => {
      const after = nextUngraded(rows, index);
      if (after !== undefined) goTo(after);
      await queryClient.invalidateQueries({ queryKey: adminKeys.grading(schoolId) });
      scoreField.current?.focus();
    },
  });
  const graded = rows.filter((row) => row.gradedAt !== null).length;

  return (
    <Flex vertical gap={16}>
      <Link to=".." relative="path">
        {t('grading.backToQuestions')}
      </Link>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {t('grading.gradeTitle', { key: question?.key ?? '' })}
      </Typography.Title>
      <ErrorAlert error={questions.error ?? answers.error} />
      {question ? (
        <section aria-label={t('grading.question')} className="grading-question">
          <ContentViewer value={question.title} contentType={question.contentType} />
          <Typography.Text strong>{t('grading.reference')}</Typography.Text>
          <div style={{ whiteSpace: 'pre-wrap' }}>{question.referenceAnswer || t('grading.noReference')}</div>
        </section>
      ) : null}
      <Flex gap={16} wrap align="center" justify="space-between">
        <GradedProgress graded={graded} toGrade={rows.length - graded} />
        {isExamAdmin ? (
          <Flex gap={8} align="center">
            <Switch id="grading-names" checked={showNames} onChange={setShowNames} />
            <label htmlFor="grading-names">{t('grading.showNames')}</label>
          </Flex>
        ) : null}
      </Flex>
      {answers.isSuccess && rows.length === 0 ? <Alert type="info" title={t('grading.noAnswers')} /> : null}
      {current ? (
        <section aria-label={t('grading.answerOf', { label: current.candidateLabel })}>
          <Flex gap={8} align="center" wrap style={{ marginBottom: 8 }}>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
              {current.candidate
                ? `${current.candidateLabel} ${current.candidate.name} (${current.candidate.userName ?? ''})`
                : current.candidateLabel}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('grading.position', { at: index + 1, of: rows.length })}
              {current.gradedAt
                ? ` · ${t('grading.gradedBy', { name: current.gradedBy?.name ?? t('grading.theJudge'), score: current.score })}`
                : ''}
            </Typography.Text>
          </Flex>
          <AnswerView row={current} />
          <GradeForm
            key={`${current.examResultId}:${current.gradedAt ?? ''}`}
            row={current}
            max={question?.score ?? 0}
            scoreField={scoreField}
            isSaving={save.isPending}
            error={save.error}
            onSave={(grade) =>
              save.mutate({ examResultId: current.examResultId, subjectId: current.subjectId, ...grade })
            }
          >
            <Button onClick={previous} disabled={index === 0}>
              {t('grading.previous')}
            </Button>
            <Button onClick={next} disabled={index >= rows.length - 1}>
              {t('grading.next')}
            </Button>
          </GradeForm>
        </section>
      ) : null}
    </Flex>
  );
}
