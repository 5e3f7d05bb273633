import { ROW_ID_MAX } from '../constants';
import { findEmbeddedVideoKeys } from '../exam-definition/content-videos';

/** SPEC §3 Embedded video descriptor: the custom element content carries, and its JSON data attribute. */
export const VIDEO_ELEMENT = 'iexam-video';
export const VIDEO_DATA_ATTRIBUTE = 'data-video';

export interface VideoDescriptor {
  url: string;
  name: string;
  /** The video's row id. */
  id: number;
  poster: string;
}

function readJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/**
 * SPEC §8 Video: a descriptor that is not JSON of the right shape gives undefined (the content shows without it).
 * Read by hand, not with a zod schema: every content viewer reads its videos, and zod is left to the pages that parse
 * an answer (issue 22, docs/decisions/0048).
 */
export function parseVideoDescriptor(json: string | null | undefined): VideoDescriptor | undefined {
  const raw = json ? readJson(json) : undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const { url, name, id, poster = '' } = raw as Record<string, unknown>;
  const isId = typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= ROW_ID_MAX;
  if (
    typeof url !== 'string' ||
    url === '' ||
    typeof name !== 'string' ||
    !isId ||
    typeof poster !== 'string'
  )
    return undefined;
  return { url, name, id, poster };
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The element that stands for a video in content served to the player (SPEC §3). */
export function videoElementHtml(descriptor: VideoDescriptor): string {
  return `<${VIDEO_ELEMENT} ${VIDEO_DATA_ATTRIBUTE}="${escapeAttribute(JSON.stringify(descriptor))}"></${VIDEO_ELEMENT}>`;
}

// The block an exam file writes (`<div data-video-key="intro"></div>`), empty, with any tag name.
const KEYED_BLOCK =
  /<([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*\bdata-video-key\s*=\s*["']([^"']*)["'][^>]*>\s*<\/\1\s*>/g;

/**
 * SPEC §3: content as stored names videos by key; served content carries the descriptor element instead. A key
 * with no video (deleted since import) leaves nothing, never a broken player.
 */
export function embedVideoDescriptors(
  content: string,
  descriptorOf: (key: string) => VideoDescriptor | undefined,
): string {
  if (findEmbeddedVideoKeys(content).length === 0) return content;
  return content.replace(KEYED_BLOCK, (_block, _tag, key: string) => {
    const descriptor = descriptorOf(key.trim());
    return descriptor ? videoElementHtml(descriptor) : '';
  });
}
