import { embedVideoDescriptors, type VideoDescriptor } from '@iexam/domain/content';
import { findEmbeddedVideoKeys } from '@iexam/domain/exam-definition';
import type { DbOrTx } from '../../../db/client';
import { findVideosByKeys } from '../repo';

interface ContentCarrier {
  subjectTitle: string;
  explanation: string;
  options: { key: string; content: string; contentType: number }[];
}

/** Where the player asks for a video's playlist; the token goes on as `?token=` (SPEC §7 Video). */
export function playlistUrl(videoId: number): string {
  return `/api/media/videos/${videoId}/index.m3u8`;
}

/**
 * SPEC §3: subjects as served, each `data-video-key` block replaced by the embedded video descriptor element. The
 * content as stored stays keyed, so a re-imported video keeps working under its new row.
 */
export async function embedVideosInSubjects<T extends ContentCarrier>(
  db: DbOrTx,
  schoolId: string,
  subjects: readonly T[],
): Promise<T[]> {
  const contentsOf = (subject: T) => [
    subject.subjectTitle,
    subject.explanation,
    ...subject.options.map((option) => option.content),
  ];
  const keys = new Set(subjects.flatMap((subject) => contentsOf(subject).flatMap(findEmbeddedVideoKeys)));
  if (keys.size === 0) return [...subjects];
  const videos = await findVideosByKeys(db, schoolId, [...keys]);
  const byKey = new Map<string, VideoDescriptor>(
    videos.map((video) => [
      video.key,
      { url: playlistUrl(video.id), name: video.name, id: video.id, poster: video.poster },
    ]),
  );
  const embed = (content: string) => embedVideoDescriptors(content, (key) => byKey.get(key));
  return subjects.map((subject) => ({
    ...subject,
    subjectTitle: embed(subject.subjectTitle),
    explanation: embed(subject.explanation),
    options: subject.options.map((option) => ({ ...option, content: embed(option.content) })),
  }));
}
