/**
 * Who may frame the pages (issue 35): the school's portal embeds the exam pages (SPEC §2 `domain`), so the origins
 * it names, and only those. Parsed from FRAME_ANCESTORS, a space-separated list; `'self'` alone by default.
 */

export type FrameAncestors =
  | { ok: true; sources: string[]; xFrameOptions: 'SAMEORIGIN' | 'DENY' | undefined }
  | { ok: false; message: string };

// scheme://host[:port], the host a name or an address, optionally `*.` for every sub-domain of one name.
const ORIGIN = /^https?:\/\/(\*\.)?([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** SPEC §2 framing: the frame-ancestors sources and the X-Frame-Options that says the same, or why the list is bad. */
export function parseFrameAncestors(value: string | undefined): FrameAncestors {
  const items = (value ?? '').split(/\s+/).filter(Boolean);
  if (items.length === 0) return { ok: true, sources: ["'self'"], xFrameOptions: 'SAMEORIGIN' };
  if (items.includes("'none'")) {
    if (items.length > 1) return { ok: false, message: "'none' cannot be listed with other origins" };
    return { ok: true, sources: ["'none'"], xFrameOptions: 'DENY' };
  }
  const sources: string[] = [];
  for (const item of items) {
    const source = item === "'self'" ? item : item.replace(/\/$/, '').toLowerCase();
    if (source !== "'self'" && !ORIGIN.test(source))
      return {
        ok: false,
        message: `'${item}' is not an origin: write scheme://host[:port] (e.g. https://portal.school.edu), 'self' or 'none'`,
      };
    if (!sources.includes(source)) sources.push(source);
  }
  // X-Frame-Options names no origin: it can say 'self' only. With other origins listed it is left out, and
  // browsers follow the policy's frame-ancestors (which they prefer to X-Frame-Options anyway).
  const isSelfOnly = sources.length === 1 && sources[0] === "'self'";
  return { ok: true, sources, xFrameOptions: isSelfOnly ? 'SAMEORIGIN' : undefined };
}
