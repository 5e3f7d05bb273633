/**
 * A scheme prefix an author pasted twice or more (`http://http://…`, `https://http://…`, `http//https://…`): the last
 * one is where the address really starts. Case-insensitive, as schemes are.
 */
const DOUBLED_SCHEME = /^\s*(?:https?:?\/\/)+(https?:\/\/)/i;

/**
 * SPEC §5: an address with a mistaken doubled scheme prefix is fixed up to the last scheme written; any other
 * address is returned unchanged (only trimmed).
 */
export function fixDoubledScheme(address: string): string {
  const trimmed = address.trim();
  const match = DOUBLED_SCHEME.exec(trimmed);
  if (!match) return trimmed;
  return `${(match[1] ?? '').toLowerCase()}${trimmed.slice(match[0].length)}`;
}
