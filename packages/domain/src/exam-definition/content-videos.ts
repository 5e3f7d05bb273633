const VIDEO_KEY_ATTRIBUTE = /data-video-key\s*=\s*["']([^"']*)["']/g;

/**
 * Keys of the videos a piece of HTML or markdown content embeds (`<div data-video-key="intro"></div>`). The file
 * names videos by key; the content presenter turns each into SPEC §3's embedded video descriptor.
 */
export function findEmbeddedVideoKeys(content: string): string[] {
  return [...content.matchAll(VIDEO_KEY_ATTRIBUTE)].map((match) => String(match[1]).trim());
}
