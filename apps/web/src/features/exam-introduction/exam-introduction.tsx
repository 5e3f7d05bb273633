import { Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedHtml } from '@/components/guarded-html';
import { sanitizeHtml } from '@/lib/sanitize-html';

/** SPEC §2 introduction tab: examIntroduction is HTML from exam staff, shown only after sanitising (SPEC §5). */
export function ExamIntroduction({ html }: { html: string }) {
  const { t } = useTranslation();
  const sanitizedHtml = useMemo(() => sanitizeHtml(html), [html]);
  if (!sanitizedHtml.trim())
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('examInfo.noIntroduction')} />;
  return <GuardedHtml className="exam-introduction" sanitizedHtml={sanitizedHtml} />;
}
