import { CONTENT_TYPE, type ContentType } from '@iexam/domain/subjects';
import { escapeHtml } from './escape-html';
import type { Highlighter } from './highlighter';
import type { RenderRich } from './render-rich';

/**
 * SPEC §4 content viewer, §5: type 0 plain text (escaped, line breaks kept), 1 HTML, 2 markdown. HTML and markdown
 * need `renderRich` (loaded lazily: rich-renderer.ts), which sanitises last; without it they give undefined, so the
 * caller never shows them unsanitised. Any other type is shown as plain text.
 */
export function renderContent(
  value: string,
  contentType: ContentType | number,
  renderRich?: RenderRich | undefined,
  highlighter?: Highlighter | undefined,
): string | undefined {
  if (contentType === CONTENT_TYPE.html || contentType === CONTENT_TYPE.markdown)
    return renderRich?.(value, contentType, highlighter);
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}
