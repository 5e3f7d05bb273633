import { fixDoubledScheme } from './doubled-scheme';

/** What a click on a link in exam content leads to. */
export type LinkTarget =
  /** A page of this site (a path, a fragment, or an absolute address of the same origin): followed as usual. */
  | { kind: 'internal'; address: string }
  /** An http(s) page of another site: through the redirect page, or refused inside the desktop client. */
  | { kind: 'external'; address: string }
  /** mailto:, tel: and other schemes: left to the browser. */
  | { kind: 'other'; address: string };

const ABSOLUTE_HTTP = /^https?:\/\/[^/?#]*/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * SPEC §5: classifies a link's address (after the doubled-scheme fix-up) against the page's origin
 * (`https://exam.example`). A protocol-relative `//host/…` is another site unless the host is the page's own.
 */
export function classifyLink(href: string, pageOrigin: string): LinkTarget {
  const address = fixDoubledScheme(href);
  const origin = pageOrigin.toLowerCase();
  if (address.startsWith('//')) {
    const scheme = origin.slice(0, origin.indexOf('//'));
    return classifyLink(`${scheme}${address}`, pageOrigin);
  }
  const absolute = ABSOLUTE_HTTP.exec(address);
  if (absolute) {
    const isSameOrigin = absolute[0].toLowerCase() === origin;
    return { kind: isSameOrigin ? 'internal' : 'external', address };
  }
  if (SCHEME.test(address)) return { kind: 'other', address };
  return { kind: 'internal', address };
}
