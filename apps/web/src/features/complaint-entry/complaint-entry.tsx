import { complaintReportInfo, showsComplaintEntry } from '@iexam/domain/exam-info';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { antiCheatingSwitchQueryOptions } from '@/api/exam-info';
import { Icon } from '@/components/icons';
import { paths } from '@/lib/routes';
import { SESSION_KEYS, writeSession } from '@/lib/session-store';

export interface ComplaintEntryProps {
  schoolId: string;
  exam: { examId: number; examName: string };
  isOpenMode: boolean;
  language: string;
}

/**
 * SPEC §2 complaint entry: shown only when the anti-cheating switch answers 'on' and the page is not open. It keeps
 * the complaint report info in session storage (a tab opened by window.open starts with a copy of it) and opens
 * the complaint page in a new tab.
 */
export function ComplaintEntry({ schoolId, exam, isOpenMode, language }: ComplaintEntryProps) {
  const { t } = useTranslation();
  const antiCheatingSwitch = useQuery({ ...antiCheatingSwitchQueryOptions(schoolId), enabled: !isOpenMode });
  if (!showsComplaintEntry(antiCheatingSwitch.data, isOpenMode)) return null;

  const onClick = () => {
    const info = complaintReportInfo({
      schoolId,
      examId: exam.examId,
      examName: exam.examName,
      contentText: exam.examName,
      contentURL: window.location.href,
    });
    writeSession(SESSION_KEYS.complaintReportInfo, JSON.stringify(info));
    window.open(paths.complaintReport(schoolId, language), '_blank');
  };

  return (
    <div>
      <Button type="link" icon={<Icon name="remark" />} onClick={onClick} style={{ paddingInline: 0 }}>
        {t('complaint.entry')}
      </Button>
    </div>
  );
}
