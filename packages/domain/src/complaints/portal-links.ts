/**
 * The study centre and a linked course's view belong to the school's host portal, not to this product (SPEC §2
 * names them without paths). A school sets where they are; a link with no target is not shown rather than leading
 * to a page that does not exist (docs/decisions/0028-portal-links-and-complaints.md).
 */
export const COURSE_ID_SLOT = '{courseId}';

/** `template` with `{courseId}` filled and the page language added as `langParam`; null when no target is set. */
export function portalLink(
  template: string,
  language: { param: string; value: string },
  courseId?: number,
): string | null {
  const trimmed = template.trim();
  if (trimmed === '') return null;
  if (courseId === undefined && trimmed.includes(COURSE_ID_SLOT)) return null;
  const filled = courseId === undefined ? trimmed : trimmed.replaceAll(COURSE_ID_SLOT, String(courseId));
  const [beforeHash = '', hash] = filled.split('#', 2) as [string, string | undefined];
  const separator = beforeHash.includes('?') ? '&' : '?';
  const withLanguage = `${beforeHash}${separator}${encodeURIComponent(language.param)}=${encodeURIComponent(language.value)}`;
  return hash === undefined ? withLanguage : `${withLanguage}#${hash}`;
}

const HTTP_ADDRESS = /^https?:\/\/[a-z0-9.-]+(:\d+)?([/?#]\S*)?$/i;

/** Where a school's portal link may point: an address of its own site (`/…`) or an http(s) address. */
export function isPortalLinkTemplate(value: string): boolean {
  if (value === '') return true;
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return HTTP_ADDRESS.test(value);
}
