import { Button, Flex, Input, InputNumber, Typography } from 'antd';
import { type ComponentRef, type ReactNode, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerToGrade } from '@/api/admin/grading';
import { ErrorAlert } from '../shared/error-alert';

/**
 * The score (0 up to the points) and comment of one answer, starting from its grade so far; Enter in the score or
 * "Save and next" saves. The page keys it by answer, so moving on starts a fresh form.
 */
export function GradeForm({
  row,
  max,
  scoreField,
  isSaving,
  error,
  onSave,
  children,
}: {
  row: AnswerToGrade;
  max: number;
  scoreField: RefObject<ComponentRef<typeof InputNumber> | null>;
  isSaving: boolean;
  error: unknown;
  onSave: (grade: { score: number; comment: string }) => void;
  /** The previous / next buttons, beside "Save and next". */
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [score, setScore] = useState<number | null>(row.score);
  const [comment, setComment] = useState(row.comment ?? '');
  const [isScoreMissing, setScoreMissing] = useState(false);
  const save = () => {
    if (score === null) setScoreMissing(true);
    else onSave({ score, comment });
  };
  return (
    <Flex vertical gap={8} style={{ marginTop: 12, maxWidth: 640 }}>
      <label htmlFor="grading-score">{t('grading.scoreLabel', { max })}</label>
      <InputNumber
        id="grading-score"
        ref={scoreField}
        min={0}
        max={max}
        step={1}
        value={score}
        onChange={(value) => setScore(typeof value === 'number' ? value : null)}
        onPressEnter={save}
        status={isScoreMissing ? 'error' : undefined}
        aria-describedby="grading-keys"
        style={{ width: 160 }}
      />
      {isScoreMissing ? (
        <Typography.Text type="danger" role="alert">
          {t('grading.scoreRequired', { max })}
        </Typography.Text>
      ) : null}
      <label htmlFor="grading-comment">{t('grading.comment')}</label>
      <Input.TextArea
        id="grading-comment"
        rows={3}
        maxLength={2000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <ErrorAlert error={error} />
      <Flex gap={8} wrap>
        {children}
        <Button type="primary" onClick={save} loading={isSaving}>
          {t('grading.saveAndNext')}
        </Button>
      </Flex>
      <Typography.Text id="grading-keys" type="secondary">
        {t('grading.keysHelp')}
      </Typography.Text>
    </Flex>
  );
}
