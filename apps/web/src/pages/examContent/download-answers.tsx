import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerDetails } from '@/api/attempts';
import { buildAnswersFile, downloadAnswersFile } from '@/features/answer-sync/answers-file';
import type { HeldAnswer } from './use-answers';

/** "Download my answers": every answer this tab holds, with its seq (the highest seq wins when staff load it). */
export function useDownloadAnswers(
  schoolId: string,
  details: AnswerDetails,
  answers: ReadonlyMap<number, HeldAnswer> | null,
) {
  return useCallback(() => {
    const file = buildAnswersFile({
      schoolId,
      examId: details.examId,
      examResultId: details.examResultId,
      examName: details.examName,
      answers: [...(answers ?? new Map<number, HeldAnswer>()).entries()].map(([subjectId, held]) => ({
        subjectId,
        ...held,
      })),
      writtenAt: new Date(),
    });
    downloadAnswersFile(file);
  }, [schoolId, details, answers]);
}

export function DownloadAnswersButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button icon={<DownloadOutlined aria-hidden />} onClick={onClick}>
      {t('examContent.save.download')}
    </Button>
  );
}
