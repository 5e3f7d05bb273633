import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Flex, Input, Popconfirm, Radio, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKeys } from '@/api/admin/keys';
import { type ReportExam, releaseResults } from '@/api/admin/results';
import { ErrorAlert } from '../shared/error-alert';

const FLAGS = [0, 1, 2, 3] as const;
const isAnnouncing = (flag: number) => flag === 0 || flag === 1 || flag === 2;

/** What the candidates are told now: nothing, or the flag's part from a time (or since the flag was set). */
function stateText(exam: ReportExam, t: TFunction<'admin'>, timeOf: (v: string) => string) {
  const shown = exam.examResultFlag;
  if (!isAnnouncing(shown)) return t('results.notAnnounced');
  const flag = t(`results.flag${shown}`);
  if (exam.resultReleaseAt === null) return `${t('results.announced')} (${flag})`;
  const isPast = new Date(exam.resultReleaseAt).getTime() <= Date.now();
  const at = timeOf(exam.resultReleaseAt);
  return `${t(isPast ? 'results.announcedSince' : 'results.announcedUntil', { at })} (${flag})`;
}

/** Release the exam's results: what candidates see (examResultFlag) and from when, after a confirmation. */
export function ReleasePanel({
  schoolId,
  exam,
  timeOf,
}: {
  schoolId: string;
  exam: ReportExam;
  timeOf: (value: string) => string;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // Results held (a new exam's default): the release offers the score and verdict, not "not announced" again.
  const [flag, setFlag] = useState<number>(isAnnouncing(exam.examResultFlag) ? exam.examResultFlag : 0);
  const [releaseAt, setReleaseAt] = useState<Dayjs | null>(null);
  const [reason, setReason] = useState('');
  const release = useMutation({
    mutationFn: () =>
      releaseResults(schoolId, exam.examId, {
        examResultFlag: flag,
        ...(releaseAt ? { releaseAt: releaseAt.toISOString() } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }),
    onSuccess: async () => {
      void message.success(t('results.released'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.results(schoolId, exam.examId) });
    },
  });
  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('results.release')}</h2>}>
      <Flex vertical gap={12}>
        <Typography.Text data-testid="release-state">
          {t('results.releaseState')}: {stateText(exam, t, timeOf)}
        </Typography.Text>
        <Radio.Group
          aria-label={t('results.flag')}
          value={flag}
          onChange={(event) => setFlag(event.target.value as number)}
          options={FLAGS.map((value) => ({ value, label: t(`results.flag${value}`) }))}
        />
        <Flex gap={8} wrap>
          <DatePicker
            showTime
            aria-label={t('results.releaseAt')}
            placeholder={t('results.releaseAt')}
            value={releaseAt}
            onChange={setReleaseAt}
            style={{ minWidth: 220 }}
          />
          <Input
            aria-label={t('results.reason')}
            placeholder={t('results.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={500}
            style={{ maxWidth: 320 }}
          />
        </Flex>
        <ErrorAlert error={release.error} />
        <div>
          <Popconfirm
            title={t('results.releaseConfirm')}
            okText={t('results.confirm')}
            cancelText={t('results.cancel')}
            // Two Chinese characters keep their name as written ("确认", not "确 认"): what a test or a reader finds.
            okButtonProps={{ autoInsertSpace: false }}
            cancelButtonProps={{ autoInsertSpace: false }}
            onConfirm={() => release.mutate()}
          >
            <Button type="primary" loading={release.isPending} autoInsertSpace={false}>
              {t('results.releaseButton')}
            </Button>
          </Popconfirm>
        </div>
      </Flex>
    </Card>
  );
}
