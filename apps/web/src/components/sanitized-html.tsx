import { Skeleton, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { sanitizer } from '@/lib/sanitizer';
import { useLazyModule } from '@/lib/use-lazy-module';
import { GuardedHtml } from './guarded-html';

/**
 * HTML from exam staff on a candidate page, sanitised once sanitize-html has loaded (issue 22: not with the page).
 * Until then a skeleton, never the unsanitised HTML; offline, the markup shows as text. `empty` replaces HTML that
 * sanitises to nothing.
 */
export function SanitizedHtml({
  className,
  html,
  empty,
}: {
  className: string;
  html: string;
  empty?: ReactNode;
}) {
  const { module: sanitizeHtml, failed } = useLazyModule(sanitizer, true);
  const sanitizedHtml = useMemo(() => sanitizeHtml?.(html), [sanitizeHtml, html]);
  if (failed) return <PlainText text={html} />;
  if (sanitizedHtml === undefined) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (empty !== undefined && !sanitizedHtml.trim()) return empty;
  return <GuardedHtml className={className} sanitizedHtml={sanitizedHtml} />;
}

/** Text as its author wrote it, line breaks kept. */
function PlainText({ text }: { text: string }) {
  return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text}</Typography.Paragraph>;
}

const looksLikeHtml = (text: string) => /<[a-z][\s\S]*>/i.test(text);

/** An exam notice from staff, which may be HTML or plain text: sanitised HTML when it holds markup, else the text. */
export function NoticeText({ text }: { text: string }) {
  return looksLikeHtml(text) ? (
    <SanitizedHtml className="exam-notice" html={text} />
  ) : (
    <PlainText text={text} />
  );
}
