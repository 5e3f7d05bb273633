/** SPEC §7 messages to the parent frame. */
export type ParentMessageType = 'examHeight' | 'beforeExamModal' | 'multipleExamModal';

export interface ParentMessage {
  type: ParentMessageType;
  [key: string]: unknown;
}

/**
 * Posts a message to the embedding page at `domain` (the `domain` query parameter), never to `*`: the target origin
 * keeps exam data away from any other page that frames this one. Without a parent or a domain nothing is sent.
 */
export function postToParent(domain: string | null | undefined, message: ParentMessage): boolean {
  if (!domain || window.parent === window) return false;
  try {
    window.parent.postMessage(message, domain);
    return true;
  } catch {
    // A malformed domain is not a valid target origin; the embedding page simply gets nothing.
    return false;
  }
}

/** The page's height, so the embedding page can size its frame. */
export function postExamHeight(domain: string | null | undefined, height: number): boolean {
  return postToParent(domain, { type: 'examHeight', height });
}

/**
 * For the start flow (issue 5): tells the embedding page that the notice modal or the multiple-exam confirmation
 * opens, so it can open its own instead of a modal inside a small frame.
 */
export function postExamModal(
  domain: string | null | undefined,
  type: 'beforeExamModal' | 'multipleExamModal',
  payload: Record<string, unknown> = {},
): boolean {
  return postToParent(domain, { ...payload, type });
}
