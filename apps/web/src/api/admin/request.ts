import { TENANT_HEADER } from '@iexam/domain/constants';
import { apiRequest, type QueryValue } from '../client';

const BASE = '/api/admin/v1';

/** A console call: the school goes in the tenant header, the path is relative to the admin API. */
export function adminRequest<T>(
  schoolId: string,
  path: string,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    body?: unknown;
    file?: Blob;
    query?: Record<string, QueryValue>;
  } = {},
): Promise<T> {
  return apiRequest<T>(`${BASE}/${path}`, { ...options, schoolId });
}

/** The address of a file the server writes (CSV, exports); opened by a link, so the cookie goes with it. */
export function adminFileUrl(path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${BASE}/${path}${search ? `?${search}` : ''}`;
}

/** Fetches a file the server writes (the tenant header cannot ride on a plain link). */
export async function downloadAdminFile(schoolId: string, path: string, fileName: string): Promise<void> {
  const response = await fetch(adminFileUrl(path), {
    headers: { [TENANT_HEADER]: schoolId },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
