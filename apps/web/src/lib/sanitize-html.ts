import { VIDEO_DATA_ATTRIBUTE, VIDEO_ELEMENT } from '@iexam/domain/content';
import DOMPurify from 'dompurify';

/**
 * SPEC §5 / DESIGN §5: HTML written by exam staff is sanitised with DOMPurify's allow-list before display, and
 * nothing is changed after it. The one addition is SPEC §3's embedded video element and its JSON attribute, named
 * exactly (DESIGN §5: never by widening the sanitiser, e.g. no custom-element patterns). Styles are dropped.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: [VIDEO_ELEMENT],
    ADD_ATTR: [VIDEO_DATA_ATTRIBUTE],
    // Styles reach past the question: a <style> element or a positioned style= could hide the timer or lay a fake
    // button over the page (issue 18). Question content keeps its structure and formatting elements only.
    FORBID_TAGS: ['style'],
    FORBID_ATTR: ['style'],
  });
}
