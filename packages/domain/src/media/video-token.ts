/**
 * DESIGN §5 Video: the playback token's claims and the exact bytes the server signs. Pure rules only; the HMAC
 * itself (node:crypto, the secret, the constant-time compare) lives in apps/server/src/modules/media/video-token.ts.
 */

/** Who a token was issued to: an account, or an open-link visitor (their own principal kind, STYLE 2.8). */
export type VideoViewer = { kind: 'user'; userId: number } | { kind: 'open'; openCandidateId: number };

export interface VideoTokenClaims {
  schoolId: string;
  videoId: number;
  viewer: VideoViewer;
  /** Seconds since the epoch after which the token no longer opens the playlist or its segments. */
  expiresAt: number;
}

/** How long a playback token lasts; the player asks again on error 40000 (SPEC §4), so it can stay short. */
export const VIDEO_TOKEN_TTL_SECONDS = 15 * 60;

const VERSION = 'v1';
const VIEWER_PREFIX = { user: 'u', open: 'o' } as const;
// A school id is [a-z0-9-] (plugins/tenant.ts) and every other part is a number, so '.' never occurs inside a part.
const SCHOOL_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const POSITIVE_INTEGER = /^[1-9][0-9]{0,15}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{16,128}$/;

function viewerPart(viewer: VideoViewer): string {
  return viewer.kind === 'user'
    ? `${VIEWER_PREFIX.user}${viewer.userId}`
    : `${VIEWER_PREFIX.open}${viewer.openCandidateId}`;
}

function parseViewer(part: string): VideoViewer | undefined {
  const id = part.slice(1);
  if (!POSITIVE_INTEGER.test(id)) return undefined;
  if (part.startsWith(VIEWER_PREFIX.user)) return { kind: 'user', userId: Number(id) };
  if (part.startsWith(VIEWER_PREFIX.open)) return { kind: 'open', openCandidateId: Number(id) };
  return undefined;
}

/** DESIGN §5 Video: claims for a viewer of a video, expiring VIDEO_TOKEN_TTL_SECONDS after `now`. */
export function videoTokenClaims(
  schoolId: string,
  videoId: number,
  viewer: VideoViewer,
  now: Date,
): VideoTokenClaims {
  return { schoolId, videoId, viewer, expiresAt: Math.floor(now.getTime() / 1000) + VIDEO_TOKEN_TTL_SECONDS };
}

/** DESIGN §5 Video: the signed text, which names the video, the viewer and the expiry, so none can be swapped. */
export function videoTokenSigningInput(claims: VideoTokenClaims): string {
  return [VERSION, claims.schoolId, claims.videoId, viewerPart(claims.viewer), claims.expiresAt].join('.');
}

/** The token as sent in the `token` query parameter: the signing input, then the signature. */
export function formatVideoToken(claims: VideoTokenClaims, signature: string): string {
  return `${videoTokenSigningInput(claims)}.${signature}`;
}

/** Splits a token into its claims, its signing input and its signature; undefined when it is not well formed. */
export function parseVideoToken(
  token: string,
): { claims: VideoTokenClaims; signingInput: string; signature: string } | undefined {
  const parts = token.split('.');
  if (parts.length !== 6) return undefined;
  const [version, schoolId, videoId, viewer, expiresAt, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (version !== VERSION || !SCHOOL_ID.test(schoolId) || !SIGNATURE.test(signature)) return undefined;
  if (!POSITIVE_INTEGER.test(videoId) || !POSITIVE_INTEGER.test(expiresAt)) return undefined;
  const parsedViewer = parseViewer(viewer);
  if (!parsedViewer) return undefined;
  const claims = { schoolId, videoId: Number(videoId), viewer: parsedViewer, expiresAt: Number(expiresAt) };
  return { claims, signingInput: videoTokenSigningInput(claims), signature };
}

export type VideoTokenCheck =
  | { allowed: true }
  | { allowed: false; reason: 'EXPIRED' | 'WRONG_VIDEO' | 'WRONG_VIEWER' };

function isSameViewer(a: VideoViewer, b: VideoViewer): boolean {
  if (a.kind === 'user' && b.kind === 'user') return a.userId === b.userId;
  if (a.kind === 'open' && b.kind === 'open') return a.openCandidateId === b.openCandidateId;
  return false;
}

/**
 * DESIGN §5 Video: whether verified claims open this video for this request at `now`. The token is good up to and
 * including its expiry second. `viewer` is who the request itself shows. An account's token also needs that
 * account's login (the browser sends the same-origin cookie with the player's requests); an open-link visitor's
 * bearer token is never sent by the player, so their video token stands alone until it expires.
 */
export function checkVideoTokenClaims(
  claims: VideoTokenClaims,
  request: { videoId: number; viewer: VideoViewer | undefined; now: Date },
): VideoTokenCheck {
  if (claims.videoId !== request.videoId) return { allowed: false, reason: 'WRONG_VIDEO' };
  const mustShowViewer = claims.viewer.kind === 'user';
  if (request.viewer ? !isSameViewer(claims.viewer, request.viewer) : mustShowViewer)
    return { allowed: false, reason: 'WRONG_VIEWER' };
  if (Math.floor(request.now.getTime() / 1000) > claims.expiresAt)
    return { allowed: false, reason: 'EXPIRED' };
  return { allowed: true };
}
