import { z } from 'zod';
import { findEmbeddedVideoKeys } from '../exam-definition/content-videos';
import { rowId } from '../ids';

/** SPEC §3 Embedded video descriptor: the custom element content carries, and its JSON data attribute. */
export const VIDEO_ELEMENT = 'iexam-video';
export const VIDEO_DATA_ATTRIBUTE = 'data-video';

export const videoDescriptorSchema = z.object({
  url: z.string().min(1),
  name: z.string(),
  id: rowId(),
  poster: z.string().default(''),
});
export type VideoDescriptor = z.infer<typeof videoDescriptorSchema>;

/** SPEC §8 Video: a descriptor that is not JSON of the right shape gives undefined (the content shows without it). */
export function parseVideoDescriptor(json: string | null | undefined): VideoDescriptor | undefined {
  if (!json) return undefined;
  try {
    const parsed = videoDescriptorSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
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
