import type { Language } from '@iexam/domain/constants';
import type { DehydratedState } from '@tanstack/react-query';
import type { RenderContext } from '@/lib/render-context';
import { SERVER_RENDER_PAYLOAD_ID } from './payload-id';

/** What the browser needs to hydrate the server's HTML into the same page: the language and the calls' answers. */
export interface ServerRenderPayload {
  language: Language;
  queries: DehydratedState;
  /** The instant and zone the page was drawn at; the browser hydrates with the same. */
  renderContext: RenderContext;
}

/** The payload as a JSON script element; `<` is escaped so no text in the data can close the element. */
export function payloadElement(payload: ServerRenderPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_RENDER_PAYLOAD_ID}">${json}</script>`;
}

/** The payload of a page the server rendered; null for the plain shell (other routes, or the offline copy). */
export function readServerRenderPayload(doc: Document): ServerRenderPayload | null {
  const element = doc.getElementById(SERVER_RENDER_PAYLOAD_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerRenderPayload;
  } catch {
    return null;
  }
}
