import { readHandGrade } from '@iexam/domain/grading';
import { Button, Flex, Input, type InputRef, Typography } from 'antd';
import { type ReactNode, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerToGrade } from '@/api/admin/grading';
import { ErrorAlert } from '../shared/error-alert';
import { useIssueText } from '../shared/issue-text';

/**
 * The score (0 up to the points) and comment of one answer, starting from its grade so far; Enter in the score or
 * "Save and next" saves. The score box is text read by the server's own rule (readHandGrade), so what it shows is
 * what is saved: a score out of range, too precise or no number is refused at the box, never clamped or cut (issue
 * 40). The page keys the form by answer, so moving on starts a fresh one.
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
  scoreField: RefObject<InputRef | null>;
  isSaving: boolean;
  error: unknown;
  onSave: (grade: { score: number; comment: string }) => void;
  /** The previous / next buttons, beside "Save and next". */
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const issueText = useIssueText();
  const [typed, setTyped] = useState(row.score === null ? '' : String(row.score));
  const [comment, setComment] = useState(row.comment ?? '');
  // The reason shows from the first try to save on, and follows the typing from then.
  const [isSaveTried, setSaveTried] = useState(false);
  const read = readHandGrade(typed, max);
  const issue = isSaveTried && 'issue' in read ? read.issue : undefined;
  const save = () => {
    setSaveTried(true);
    if ('score' in read) onSave({ score: read.score, comment });
  };
  return (
    <Flex vertical gap={8} style={{ marginTop: 12, maxWidth: 640 }}>
      <label htmlFor="grading-score">{t('grading.scoreLabel', { max })}</label>
      <Input
        id="grading-score"
        ref={scoreField}
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={save}
        status={issue ? 'error' : undefined}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? 'grading-score-issue grading-keys' : 'grading-keys'}
        style={{ width: 160 }}
      />
      {issue ? (
        <Typography.Text id="grading-score-issue" type="danger" role="alert">
          {issueText({ path: 'score', ...issue })}
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
