import { bustCoverCache } from '@iexam/domain/links';
import { fixedRenderContext } from './render-context';

/**
 * SPEC §9 page-cover cache busting by timestamp. The timestamp is the page load's: a cover that staff replaced at the
 * same address is fetched anew on the next visit, while the portal's cards and the exam page of one visit still share
 * one download (a timestamp per render would fetch the image on every re-render; docs/decisions/0037).
 */
let browserLoadedAtMs: number | undefined;

/** The page load's instant: a page the server rendered keeps the server's, so its covers' addresses stay the same. */
function pageLoadedAt(): number {
  const renderedAt = fixedRenderContext()?.instantMs;
  if (typeof window === 'undefined') return renderedAt ?? Date.now();
  browserLoadedAtMs ??= renderedAt ?? Date.now();
  return browserLoadedAtMs;
}

/** The cover's address with the page load's timestamp; '' stays ''. */
export function coverUrl(cover: string, loadedAt: number = pageLoadedAt()): string {
  return bustCoverCache(cover, loadedAt);
}
