import { AppError } from '@iexam/domain/errors';
import { findEmbeddedVideoKeys } from '@iexam/domain/exam-definition';
import type { VideoViewer } from '@iexam/domain/media';
import type { Db } from '../db/client';
import { findContentMentioning, findVideo } from '../modules/media/repo';
import { requireVisibleExam } from './exam-access';
import type { Who } from './who';

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
async function resolveViewer(db: Db, who: Who, key: string): Promise<VideoViewer | undefined> {
  if (who.kind === 'staff') return { kind: 'user', userId: who.userId };
  const examIds = await examIdsEmbedding(db, who.schoolId, key);
  switch (who.kind) {
    case 'account':
      return firstPassing(examIds, async (examId) => {
        await requireVisibleExam(db, who, examId);
        return { kind: 'user', userId: who.userId } as const;
      });
    case 'open':
      if (!examIds.includes(who.examId)) return undefined;
      return firstPassing([who.examId], async (examId) => {
        await requireVisibleExam(db, who, examId);
        return { kind: 'open', openCandidateId: who.openCandidateId } as const;
      });
    case 'visitor':
      return firstPassing(examIds, async (examId) => {
        const visible = await requireVisibleExam(db, who, examId);
        if (!visible.openCandidate) throw new AppError('NOT_FOUND');
        return { kind: 'open', openCandidateId: visible.openCandidate.id } as const;
      });
    default: {
      const unknown: never = who;
      throw new Error(`unknown viewer ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * A video of the school the asker may play, with the viewer its token is bound to: see resolveViewer. Any other
 * video, or one that does not exist, is NOT_FOUND.
 */
export interface VideoAccess {
  video: NonNullable<Awaited<ReturnType<typeof findVideo>>>;
  viewer: VideoViewer;
}

export async function requireVideo(db: Db, who: Who, videoId: number): Promise<VideoAccess> {
  const video = await findVideo(db, who.schoolId, videoId);
  if (!video) throw new AppError('NOT_FOUND');
  const viewer = await resolveViewer(db, who, video.key);
  if (!viewer) throw new AppError('NOT_FOUND');
  return { video, viewer };
}
