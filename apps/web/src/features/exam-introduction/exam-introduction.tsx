import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { SanitizedHtml } from '@/components/sanitized-html';

/**
 * SPEC §2 introduction tab: examIntroduction is HTML from exam staff, shown only after sanitising (SPEC §5). An exam
 * without one does not load the sanitiser at all (issue 22).
 */
export function ExamIntroduction({ html }: { html: string }) {
  const { t } = useTranslation();
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('examInfo.noIntroduction')} />;
  if (!html.trim()) return empty;
  return <SanitizedHtml className="exam-introduction" html={html} empty={empty} />;
}
