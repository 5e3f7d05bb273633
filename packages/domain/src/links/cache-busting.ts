/** The query parameter that carries the cache-busting timestamp. */
export const CACHE_BUSTING_PARAM = 't';

/**
 * SPEC §9 page-cover cache busting by timestamp: `url` with `t=<timestamp>` added (replacing an earlier `t`), before
 * any fragment. The caller picks the timestamp: the same one for as long as the same cover should come from the cache.
 * `data:` and `blob:` addresses hold their bytes and are returned as they are, as is an empty one.
 */
export function bustCoverCache(url: string, timestamp: number): string {
  const trimmed = url.trim();
  if (trimmed === '' || /^(data|blob):/i.test(trimmed)) return trimmed;
  const hashAt = trimmed.indexOf('#');
  const beforeHash = hashAt === -1 ? trimmed : trimmed.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : trimmed.slice(hashAt);
  const [path = '', query = ''] = beforeHash.split('?', 2) as [string, string | undefined];
  const kept = query.split('&').filter((part) => part !== '' && part.split('=')[0] !== CACHE_BUSTING_PARAM);
  kept.push(`${CACHE_BUSTING_PARAM}=${Math.trunc(timestamp)}`);
  return `${path}?${kept.join('&')}${hash}`;
}
