import { isAnswered } from '@iexam/domain/answers';
import { App, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaperSubject } from '@/api/attempts';
import type { HeldAnswer } from './use-answers';

export interface HandInButtonProps {
  subjects: readonly PaperSubject[];
  answers: ReadonlyMap<number, HeldAnswer>;
  flags: ReadonlySet<number>;
  isHandingIn: boolean;
  onConfirm: () => Promise<void>;
}

/** Question numbers (1-based, in paper order) of the subjects that match. */
function numbersWhere(
  subjects: readonly PaperSubject[],
  matches: (subject: PaperSubject) => boolean,
): number[] {
  return subjects.flatMap((subject, index) => (matches(subject) ? [index + 1] : []));
}

/** Hand in, after a confirmation that lists the unanswered and the flagged question numbers. */
export function HandInButton({ subjects, answers, flags, isHandingIn, onConfirm }: HandInButtonProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const confirm = () => {
    const unanswered = numbersWhere(
      subjects,
      (subject) => !isAnswered(answers.get(subject.subjectId)?.answer),
    );
    const flagged = numbersWhere(subjects, (subject) => flags.has(subject.subjectId));
    const none = t('examContent.handIn.none');
    void modal.confirm({
      title: t('examContent.handIn.confirmTitle'),
      content: (
        <>
          <Typography.Paragraph>
            {t('examContent.handIn.unanswered', { count: unanswered.length })}{' '}
            <strong data-testid="unanswered-numbers">{unanswered.join(', ') || none}</strong>
          </Typography.Paragraph>
          <Typography.Paragraph>
            {t('examContent.handIn.flagged', { count: flagged.length })}{' '}
            <strong data-testid="flagged-numbers">{flagged.join(', ') || none}</strong>
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('examContent.handIn.final')}</Typography.Paragraph>
        </>
      ),
      okText: t('examContent.handIn.ok'),
      cancelText: t('examContent.handIn.cancel'),
      onOk: onConfirm,
      // An Enter or Space meant for the page must not end the exam (issue 17 defect 3): the safe button has focus.
      focusable: { autoFocusButton: 'cancel' },
    });
  };
  return (
    <Button type="primary" danger loading={isHandingIn} onClick={confirm}>
      {t('examContent.handIn.button')}
    </Button>
  );
}
