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
  if (failed)
    return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{html}</Typography.Paragraph>;
  if (sanitizedHtml === undefined) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (empty !== undefined && !sanitizedHtml.trim()) return empty;
  return <GuardedHtml className={className} sanitizedHtml={sanitizedHtml} />;
}
