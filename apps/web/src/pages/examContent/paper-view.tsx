import { isAnswered } from '@iexam/domain/answers';
import { Button, Card, Flex, Segmented } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaperSubject } from '@/api/attempts';
import { HydratedApart } from '@/components/hydrated-apart';
import { QuestionNav } from '@/features/question-nav/question-nav';
import { QuestionCard } from './question-card';
import type { HeldAnswer } from './use-answers';

export interface PaperViewProps {
  subjects: readonly PaperSubject[];
  answers: ReadonlyMap<number, HeldAnswer>;
  flags: ReadonlySet<number>;
  onAnswer: (subjectId: number, answer: unknown) => void;
  onToggleFlag: (subjectId: number) => void;
  /** Drawn under each question's answer input (the preview's reference answer). */
  renderFooter?: (subject: PaperSubject) => ReactNode;
  /** Staff preview: embedded videos ask for a preview playback token (SPEC §3 player input isPreview). */
  isPreview?: boolean;
}

type ViewMode = 'single' | 'whole';

const focusQuestion = (number: number) => {
  const card = document.getElementById(`question-${number}`);
  card?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  card?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
};

/** The questions, one per screen or the whole paper scrolling (a toggle), beside the question navigation. */
export function PaperView({
  subjects,
  answers,
  flags,
  onAnswer,
  onToggleFlag,
  renderFooter,
  isPreview = false,
}: PaperViewProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ViewMode>('single');
  const [currentIndex, setCurrentIndex] = useState(0);

  const go = (index: number) => {
    setCurrentIndex(index);
    // After the render that shows it, move the focus there so keyboard and screen reader users follow.
    requestAnimationFrame(() => focusQuestion(index + 1));
  };
  const card = (subject: PaperSubject, index: number) => (
    <QuestionCard
      key={subject.subjectId}
      subject={subject}
      number={index + 1}
      answer={answers.get(subject.subjectId)?.answer}
      isFlagged={flags.has(subject.subjectId)}
      onAnswer={(answer) => onAnswer(subject.subjectId, answer)}
      onToggleFlag={() => onToggleFlag(subject.subjectId)}
      footer={renderFooter?.(subject)}
      isPreview={isPreview}
    />
  );
  const current = subjects[currentIndex];

  return (
    <Flex gap="large" align="start" wrap="wrap-reverse">
      <HydratedApart>
        <Card style={{ width: 280, position: 'sticky', top: 80 }} size="small">
          <Segmented<ViewMode>
            block
            // antd names the group "segmented control", in English on every page.
            aria-label={t('examContent.view.label')}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'single', label: t('examContent.view.single') },
              { value: 'whole', label: t('examContent.view.whole') },
            ]}
            style={{ marginBottom: 12 }}
          />
          <QuestionNav
            questions={subjects.map((subject, index) => ({
              number: index + 1,
              isAnswered: isAnswered(answers.get(subject.subjectId)?.answer),
              isFlagged: flags.has(subject.subjectId),
            }))}
            currentIndex={currentIndex}
            onSelect={go}
          />
        </Card>
      </HydratedApart>
      <Flex vertical gap="middle" style={{ flex: '1 1 480px', minWidth: 0 }}>
        <HydratedApart>
          {mode === 'whole' ? subjects.map(card) : current && card(current, currentIndex)}
          {mode === 'single' && (
            <Flex justify="space-between">
              <Button disabled={currentIndex === 0} onClick={() => go(currentIndex - 1)}>
                {t('examContent.view.previous')}
              </Button>
              <Button disabled={currentIndex >= subjects.length - 1} onClick={() => go(currentIndex + 1)}>
                {t('examContent.view.next')}
              </Button>
            </Flex>
          )}
        </HydratedApart>
      </Flex>
    </Flex>
  );
}
