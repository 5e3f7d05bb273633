import { videoTokenClaims } from '@iexam/domain/media';
import { requireAccess } from '../../../access/require-access';
import type { Who } from '../../../access/who';
import type { Db } from '../../../db/client';
import type { VideoTokenSigner } from '../video-token';

/** SPEC §7 Video playback token: a signed token bound to the video, the viewer and an expiry (DESIGN §5). */
export async function issueVideoToken(
  db: Db,
  signer: VideoTokenSigner,
  who: Who,
  videoId: number,
  now: Date,
): Promise<string> {
  const { video, viewer } = await requireAccess(db, who, { video: videoId }, now);
  return signer.sign(videoTokenClaims(who.schoolId, video.id, viewer, now));
}
