import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { AppError } from '@iexam/domain/errors';
import { isSegmentName, rewritePlaylist } from '@iexam/domain/media';

/** A school's media lives in its own folder under the media folder; nothing outside it is ever read. */
function schoolFolder(mediaDir: string, schoolId: string): string {
  return resolve(mediaDir, schoolId);
}

function insideFolder(folder: string, path: string): string {
  const full = resolve(folder, path);
  if (!full.startsWith(folder + sep)) throw new AppError('NOT_FOUND');
  return full;
}

async function readExisting<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError('NOT_FOUND');
    throw error;
  }
}

/**
 * The video's playlist with each segment pointing at the segment route with the same token (DESIGN §5). The
 * playlist path was checked on import (no leading / and no ..); it is checked again here, against the folder.
 */
export async function readPlaylist(
  mediaDir: string,
  video: { schoolId: string; path: string },
  segmentUrl: (name: string) => string,
): Promise<string> {
  const path = insideFolder(schoolFolder(mediaDir, video.schoolId), video.path);
  const text = await readExisting(() => readFile(path, 'utf8'));
  const rewritten = rewritePlaylist(text, segmentUrl);
  if (!rewritten.ok)
    throw new Error(`playlist ${video.path} names a segment outside its folder: ${rewritten.badUri}`);
  return rewritten.playlist;
}

/** A segment beside the video's playlist, as a stream with its size; any other name is NOT_FOUND. */
export async function openSegment(mediaDir: string, video: { schoolId: string; path: string }, name: string) {
  if (!isSegmentName(name)) throw new AppError('NOT_FOUND');
  const school = schoolFolder(mediaDir, video.schoolId);
  const folder = dirname(insideFolder(school, video.path));
  const path = insideFolder(folder, name);
  const info = await readExisting(() => stat(path));
  if (!info.isFile()) throw new AppError('NOT_FOUND');
  return { stream: createReadStream(path), size: info.size };
}

const CONTENT_TYPES: Record<string, string> = {
  '.ts': 'video/mp2t',
  '.aac': 'audio/aac',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.key': 'application/octet-stream',
};

export function segmentContentType(name: string): string {
  const extension = name.slice(name.lastIndexOf('.')).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
