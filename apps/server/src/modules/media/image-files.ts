import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AppError } from '@iexam/domain/errors';
import { IMAGE_TYPES, type ImageType, imageTypeOfName } from '@iexam/domain/media';

/** Uploaded images of a school: `<media folder>/<school>/images/`, beside its videos. */
function imageFolder(mediaDir: string, schoolId: string) {
  return join(resolve(mediaDir, schoolId), 'images');
}

/** The URL content embeds an image by (same origin: the CSP's img-src 'self' allows it). */
export function imageUrl(schoolId: string, fileName: string) {
  return `/api/media/images/${encodeURIComponent(schoolId)}/${fileName}`;
}

/** Stores the bytes under a random name (never the uploader's) and returns that name. */
export async function saveImage(mediaDir: string, schoolId: string, type: ImageType, bytes: Buffer) {
  const folder = imageFolder(mediaDir, schoolId);
  await mkdir(folder, { recursive: true });
  const fileName = `${randomBytes(16).toString('hex')}.${IMAGE_TYPES[type]}`;
  await writeFile(join(folder, fileName), bytes, { flag: 'wx' });
  return fileName;
}

/** A stored image as a stream; a name the upload could not have given, or a missing file, is NOT_FOUND. */
export async function openImage(mediaDir: string, schoolId: string, fileName: string) {
  const type = imageTypeOfName(fileName);
  if (!type || !/^[a-z0-9][a-z0-9-]{0,39}$/.test(schoolId)) throw new AppError('NOT_FOUND');
  const path = join(imageFolder(mediaDir, schoolId), fileName);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw new AppError('NOT_FOUND');
  return { stream: createReadStream(path), size: info.size, type };
}
