import { examInfoTable } from '@iexam/domain/exam-info';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { WholeTimes } from '@/components/whole-times';
import { formatExamTime } from '@/lib/exam-time';
import { useMinWidth } from '@/lib/use-min-width';

type CountedRule = { ruleType: 1 | 2 | 3 | 4 | 5 | 6; ruleValue: number; actualValue: number };

export interface ExamInfoTableProps {
  exam: {
    organizeForm: number;
    beginTime: string | null;
    endTime: string | null;
    timezoneHours: number;
    paperScore: number;
    passScore: number;
    isShowPassScore: number;
    examSettingTime: number;
    examRuleList: readonly CountedRule[];
  };
  hasSessions: boolean;
}

/** SPEC §2 exam info table, decided by the domain's examInfoTable; times as yyyy-MM-dd HH:mm at the exam's zone, named. */
export function ExamInfoTable({ exam, hasSessions }: ExamInfoTableProps) {
  const { t } = useTranslation();
  const isTwoColumns = useMinWidth('sm');
  const table = examInfoTable({
    ...exam,
    hasSessions,
    beginTime: exam.beginTime === null ? null : formatExamTime(exam.beginTime, exam.timezoneHours, t),
    endTime: exam.endTime === null ? null : formatExamTime(exam.endTime, exam.timezoneHours, t),
  });

  const items: DescriptionsProps['items'] = [
    {
      key: 'beginTime',
      label: t('examInfo.table.beginTime'),
      children: <WholeTimes text={table.beginTime} />,
    },
    { key: 'endTime', label: t('examInfo.table.endTime'), children: <WholeTimes text={table.endTime} /> },
    {
      key: 'totalScore',
      label: t('examInfo.table.totalScore'),
      children: t('examInfo.table.points', { score: table.paperScore }),
    },
  ];
  if (table.passScore !== null) {
    items.push({
      key: 'passScore',
      label: t('examInfo.table.passScore'),
      children: t('examInfo.table.points', { score: table.passScore }),
    });
  }
  items.push({
    key: 'answerTime',
    label: t('examInfo.table.answerTime'),
    children: t('examInfo.table.minutes', { minutes: table.examSettingTime }),
  });
  for (const limit of table.limits) {
    items.push({
      key: `limit-${limit.ruleType}`,
      label: t('examInfo.table.limit', {
        period: t(`examInfo.table.period.${String(limit.ruleType) as '1'}`),
      }),
      children: t('examInfo.table.used', { used: limit.actualValue, limit: limit.ruleValue }),
    });
  }

  return (
    <Descriptions
      bordered
      size="small"
      column={isTwoColumns ? 2 : 1}
      items={items}
      // A label breaks between words only: at 390 px the label column was squeezed to "开始时/间" (issue 42).
      styles={{ label: { wordBreak: 'keep-all' } }}
    />
  );
}
