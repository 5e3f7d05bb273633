import { bustCoverCache } from '@iexam/domain/links';

/**
 * SPEC §9 page-cover cache busting by timestamp. The timestamp is the page load's: a cover that staff replaced at the
 * same address is fetched anew on the next visit, while the portal's cards and the exam page of one visit still share
 * one download (a timestamp per render would fetch the image on every re-render; docs/decisions/0037).
 */
const PAGE_LOADED_AT = Date.now();

/** The cover's address with the page load's timestamp; '' stays ''. */
export function coverUrl(cover: string, loadedAt: number = PAGE_LOADED_AT): string {
  return bustCoverCache(cover, loadedAt);
}
