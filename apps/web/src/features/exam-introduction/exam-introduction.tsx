import { Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@/lib/sanitize-html';

/** SPEC §2 introduction tab: examIntroduction is HTML from exam staff, shown only after sanitising (SPEC §5). */
export function ExamIntroduction({ html }: { html: string }) {
  const { t } = useTranslation();
  const sanitizedHtml = useMemo(() => sanitizeHtml(html), [html]);
  if (!sanitizedHtml.trim())
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('examInfo.noIntroduction')} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify on the line above, nothing after it.
  return <div className="exam-introduction" dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}
