// Any origin works as the base: only a path that stays on it is accepted.
const PROBE_ORIGIN = 'http://same-origin.invalid';

/**
 * The `redirect` query value when it is a path on this site, else undefined. `//evil.com`, `/\evil.com`,
 * `https://…` and `javascript:` all leave the site (browsers read `\` as `/`) and are refused; so is the
 * login page itself, which would loop.
 */
export function sanitizeRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  // Tabs and newlines are dropped by URL parsers, which turns `/\t/evil.com` into `//evil.com`.
  if (/\p{Cc}/u.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

const SCHOOL_IN_PATH = /^\/(?:portal\/([^/?#]+)\/?(?:[?#]|$)|(?:iexam|admin)\/([^/?#]+)(?:[/?#]|$))/;

/** The school of a page path: `/portal/{schoolId}`, `/iexam/{schoolId}/…` or the console's `/admin/{schoolId}/…`. */
export function schoolIdFromPath(path: string | undefined): string | undefined {
  if (!path) return undefined;
  const match = SCHOOL_IN_PATH.exec(path);
  const raw = match?.[1] ?? match?.[2];
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
