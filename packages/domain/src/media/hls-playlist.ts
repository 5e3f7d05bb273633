/**
 * DESIGN §5 Video: a playlist is served with every segment URI rewritten to the token-checked segment route. Only
 * plain file names beside the playlist are accepted: no folders, no `..`, no absolute or remote URIs, so a playlist
 * can never make the server read outside the video's folder nor send the token to another host.
 */
const SEGMENT_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const SEGMENT_EXTENSIONS = ['.ts', '.aac', '.m4s', '.mp4', '.key'];

/** DESIGN §5 Video: whether a name may be read from a video's folder as a segment (or key, or init section). */
export function isSegmentName(name: string): boolean {
  return (
    SEGMENT_NAME.test(name) &&
    !name.includes('..') &&
    SEGMENT_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension))
  );
}

export type PlaylistRewrite = { ok: true; playlist: string } | { ok: false; badUri: string };

const URI_ATTRIBUTE = /URI="([^"]*)"/g;

/**
 * DESIGN §5 Video: the playlist with each segment line and each URI="…" attribute replaced by `urlOf(name)`. A URI
 * that is not a plain segment name makes the whole playlist unusable (the operator's file is wrong).
 */
export function rewritePlaylist(playlist: string, urlOf: (name: string) => string): PlaylistRewrite {
  let badUri: string | undefined;
  const rewrite = (uri: string) => {
    if (isSegmentName(uri)) return urlOf(uri);
    badUri ??= uri;
    return uri;
  };
  const lines = playlist.split(/\r?\n/).map((line) => {
    const trimmed = line.trim();
    if (trimmed === '') return trimmed;
    if (trimmed.startsWith('#'))
      return trimmed.replace(URI_ATTRIBUTE, (_match, uri: string) => `URI="${rewrite(uri)}"`);
    return rewrite(trimmed);
  });
  return badUri === undefined ? { ok: true, playlist: lines.join('\n') } : { ok: false, badUri };
}
