import { AppError } from '@iexam/domain/errors';
import { checkVideoTokenClaims, type VideoViewer } from '@iexam/domain/media';
import type { Db } from '../../../db/client';
import { findVideo } from '../repo';
import type { VideoTokenSigner } from '../video-token';

/**
 * The video a playlist or segment request may read: the token must be this server's, for this video, for the
 * request's own viewer (when it shows one) and not expired. Every refusal is 40000, which the player answers by
 * fetching a new token (SPEC §4); data.cause names which check failed, for logs and tests.
 */
export async function requireVideoForToken(
  db: Db,
  signer: VideoTokenSigner,
  request: { token: string | undefined; videoId: number; viewer: VideoViewer | undefined; now: Date },
) {
  const claims = request.token ? signer.verify(request.token) : undefined;
  if (!claims) throw new AppError('VIDEO_TOKEN_INVALID');
  const check = checkVideoTokenClaims(claims, request);
  if (!check.allowed) throw new AppError('VIDEO_TOKEN_INVALID', { details: { cause: check.reason } });
  const video = await findVideo(db, claims.schoolId, claims.videoId);
  if (!video) throw new AppError('NOT_FOUND');
  return video;
}
