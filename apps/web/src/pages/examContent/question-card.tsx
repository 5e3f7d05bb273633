import { FlagFilled, FlagOutlined } from '@ant-design/icons';
import { SUBJECT_TYPE } from '@iexam/domain/subjects';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaperSubject } from '@/api/attempts';
import { AnswerInput } from '@/features/answer-input/answer-input';
import { type CodeAnswer, CodeEditor } from '@/features/code-editor/code-editor';
import { CodeLimits } from '@/features/code-editor/code-limits';
import { SampleCases } from '@/features/code-editor/sample-cases';
import { ContentViewer, type EmbeddedVideo } from '@/features/content-viewer/content-viewer';
import { VideoPlayer } from '@/features/video-player/video-player';

export interface QuestionCardProps {
  subject: PaperSubject;
  number: number;
  answer: unknown;
  isFlagged: boolean;
  onAnswer: (answer: unknown) => void;
  onToggleFlag: () => void;
  /** Staff preview: videos ask for their token with the preview flag (SPEC §3). */
  isPreview?: boolean | undefined;
  /** Drawn under the answer input: the preview's reference answer (staff only). */
  footer?: ReactNode;
}

const TYPE_KEYS = {
  1: 'examContent.type.single',
  2: 'examContent.type.multiple',
  3: 'examContent.type.judgement',
  4: 'examContent.type.fillIn',
  5: 'examContent.type.code',
  6: 'examContent.type.essay',
} as const;

/** One question: its number, type and score, the text through the content viewer, and the answer input. */
export function QuestionCard({
  subject,
  number,
  answer,
  isFlagged,
  onAnswer,
  onToggleFlag,
  isPreview = false,
  footer,
}: QuestionCardProps) {
  const { t } = useTranslation();
  const questionLabel = t('examContent.question.label', { number });
  const titleId = `question-${subject.subjectId}-title`;
  // SPEC §4: an embedded video in the question text becomes the (lazy) exam video player.
  const renderVideo = (video: EmbeddedVideo) => (
    <VideoPlayer
      descriptor={video.descriptor}
      containerId={video.containerId}
      subjectId={video.subjectId}
      isPreview={isPreview}
    />
  );
  const options = (subject.options ?? []).map((option) => ({
    key: option.key,
    label: <ContentViewer value={option.content} contentType={option.contentType} isInline />,
  }));

  return (
    <Card id={`question-${number}`} role="region" aria-label={questionLabel}>
      <Flex justify="space-between" align="start" gap="middle">
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} tabIndex={-1}>
          {questionLabel}
          <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 'normal', marginLeft: 12 }}>
            {t(TYPE_KEYS[subject.subjectType])} · {t('examContent.question.score', { score: subject.score })}
          </Typography.Text>
        </Typography.Title>
        <Button
          icon={
            isFlagged ? <FlagFilled aria-hidden style={{ color: '#fa8c16' }} /> : <FlagOutlined aria-hidden />
          }
          aria-pressed={isFlagged}
          onClick={onToggleFlag}
        >
          {t('examContent.question.flag')}
        </Button>
      </Flex>
      <div style={{ margin: '16px 0 20px' }}>
        <ContentViewer
          id={titleId}
          value={subject.subjectTitle}
          contentType={subject.subjectTitleContentType}
          subjectId={subject.subjectId}
          renderVideo={renderVideo}
        />
      </div>
      {subject.subjectType === SUBJECT_TYPE.code ? (
        <>
          <CodeLimits
            timeLimitMs={subject.timeLimitMs}
            memoryLimitMb={subject.memoryLimitMb}
            outputLimitKb={subject.outputLimitKb}
          />
          {subject.sampleCases.length > 0 && <SampleCases cases={subject.sampleCases} />}
          <CodeEditor
            value={(answer as CodeAnswer | null | undefined) ?? null}
            languages={subject.codeLanguages ?? []}
            onChange={onAnswer}
            questionLabel={questionLabel}
          />
        </>
      ) : (
        <AnswerInput
          subjectType={subject.subjectType}
          value={answer ?? null}
          options={options}
          blankCount={subject.blankCount}
          onChange={onAnswer}
          questionLabel={questionLabel}
          describedBy={titleId}
        />
      )}
      {footer}
    </Card>
  );
}
