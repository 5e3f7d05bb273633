import { adminRequest } from './request';

/** Uploads an image for question content; answers the address content may embed (same origin, so the CSP allows it). */
export function uploadImage(schoolId: string, file: File): Promise<{ url: string }> {
  return adminRequest(schoolId, 'media/images', { method: 'POST', file, query: { name: file.name } });
}
