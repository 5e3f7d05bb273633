import { VIDEO_PLAYER } from '@iexam/domain/constants';
import {
  parseVideoDescriptor,
  VIDEO_DATA_ATTRIBUTE,
  VIDEO_ELEMENT,
  type VideoDescriptor,
} from '@iexam/domain/content';

/** A video block found in rendered content: the element the player is mounted into, and what it plays. */
export interface EmbeddedVideo {
  element: HTMLElement;
  descriptor: VideoDescriptor;
  /** SPEC §3 player input containerId: unique on the page, stable for the same content. */
  containerId: string;
  subjectId: number | undefined;
}

/**
 * SPEC §4 content viewer: the video blocks of the rendered content. A block whose descriptor does not parse is left
 * empty, so the content shows without that video (SPEC §8).
 */
export function findEmbeddedVideos(container: HTMLElement, subjectId: number | undefined): EmbeddedVideo[] {
  const found: EmbeddedVideo[] = [];
  for (const [index, element] of [...container.querySelectorAll<HTMLElement>(VIDEO_ELEMENT)].entries()) {
    const descriptor = parseVideoDescriptor(element.getAttribute(VIDEO_DATA_ATTRIBUTE));
    if (!descriptor) continue;
    const containerId = `exam-video-${subjectId ?? 'content'}-${index}-${descriptor.id}`;
    found.push({ element, descriptor, containerId, subjectId });
  }
  return found;
}

// Editors leave `<p><br></p>` or `<p>&nbsp;</p>` around a block; beside a player they only add a gap.
function isEmptySpacer(node: Element | null): node is HTMLElement {
  return (
    node instanceof HTMLElement &&
    node.tagName === 'P' &&
    (node.textContent ?? '').replace(/\u00a0/g, '').trim() === '' &&
    node.querySelector('img, iexam-video, video, iframe') === null
  );
}

/** SPEC §4: hides the empty paragraph spacers around each video after SPEC §9's delay; returns the cancel. */
export function hideSpacersLater(videos: EmbeddedVideo[]): () => void {
  const timer = setTimeout(() => {
    for (const { element } of videos) {
      // The block may sit inside a paragraph of its own; its neighbours are then that paragraph's.
      const block = element.parentElement?.tagName === 'P' ? element.parentElement : element;
      for (const spacer of [block.previousElementSibling, block.nextElementSibling])
        if (isEmptySpacer(spacer)) spacer.style.display = 'none';
    }
  }, VIDEO_PLAYER.spacerHideDelayMs);
  return () => clearTimeout(timer);
}
