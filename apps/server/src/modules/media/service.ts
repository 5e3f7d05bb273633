import { AppError } from '@iexam/domain/errors';
import { findEmbeddedVideoKeys } from '@iexam/domain/exam-definition';
import { checkVideoTokenClaims, type VideoViewer, videoTokenClaims } from '@iexam/domain/media';
import type { Db } from '../../db/client';
import { requireVisibleExam } from '../exams/service/viewer';
import { findContentMentioning, findVideo } from './repo';
import type { VideoTokenSigner } from './video-token';

/** Who asks for a playback token, as the route resolved it from the request. */
export type VideoAudience =
  | { kind: 'staff'; schoolId: string; userId: number }
  | { kind: 'user'; schoolId: string; userId: number }
  | { kind: 'open'; schoolId: string; examId: number; openCandidateId: number }
  | { kind: 'code'; schoolId: string; identifyCode: string };

async function examIdsEmbedding(db: Db, schoolId: string, key: string): Promise<number[]> {
  const rows = await findContentMentioning(db, schoolId, key);
  const embedding = rows.filter((row) =>
    row.contents.some((content) => findEmbeddedVideoKeys(content).includes(key)),
  );
  return [...new Set(embedding.map((row) => row.examId))];
}

/** The first exam for which the check passes, or undefined; an exam the viewer may not see throws, so it is skipped. */
async function firstPassing<T>(examIds: number[], check: (examId: number) => Promise<T>) {
  for (const examId of examIds) {
    try {
      return await check(examId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return undefined;
}

/**
 * The viewer a token may be issued to: staff previewing see any video of their school; a candidate sees a video
 * embedded in an exam visible to them (SPEC §6); an open-link visitor only in the exam their token or code is for.
 * Any other video is NOT_FOUND, the same as one that does not exist (STYLE 2.8).
 */
async function resolveViewer(db: Db, audience: VideoAudience, key: string): Promise<VideoViewer | undefined> {
  if (audience.kind === 'staff') return { kind: 'user', userId: audience.userId };
  const examIds = await examIdsEmbedding(db, audience.schoolId, key);
  const { schoolId } = audience;
  switch (audience.kind) {
    case 'user':
      return firstPassing(examIds, async (examId) => {
        await requireVisibleExam(db, { kind: 'user', schoolId, userId: audience.userId }, examId);
        return { kind: 'user', userId: audience.userId } as const;
      });
    case 'open': {
      const { openCandidateId } = audience;
      if (!examIds.includes(audience.examId)) return undefined;
      return firstPassing([audience.examId], async (examId) => {
        await requireVisibleExam(
          db,
          { kind: 'open', schoolId, identifyCode: undefined, openCandidateId },
          examId,
        );
        return { kind: 'open', openCandidateId } as const;
      });
    }
    case 'code':
      return firstPassing(examIds, async (examId) => {
        const visible = await requireVisibleExam(
          db,
          { kind: 'open', schoolId, identifyCode: audience.identifyCode },
          examId,
        );
        if (!visible.openCandidate) throw new AppError('NOT_FOUND');
        return { kind: 'open', openCandidateId: visible.openCandidate.id } as const;
      });
    default: {
      const unknown: never = audience;
      throw new Error(`unknown audience ${JSON.stringify(unknown)}`);
    }
  }
}

/** SPEC §7 Video playback token: a signed token bound to the video, the viewer and an expiry (DESIGN §5). */
export async function issueVideoToken(
  db: Db,
  signer: VideoTokenSigner,
  audience: VideoAudience,
  videoId: number,
  now: Date,
): Promise<string> {
  const video = await findVideo(db, audience.schoolId, videoId);
  if (!video) throw new AppError('NOT_FOUND');
  const viewer = await resolveViewer(db, audience, video.key);
  if (!viewer) throw new AppError('NOT_FOUND');
  return signer.sign(videoTokenClaims(audience.schoolId, video.id, viewer, now));
}

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
