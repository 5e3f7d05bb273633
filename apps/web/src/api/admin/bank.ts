import type { ErrorIssue } from '@iexam/domain/errors';
import { queryOptions } from '@tanstack/react-query';
import type { AdminSubject } from './exams';
import { adminKeys } from './keys';
import { adminRequest } from './request';

export type BankFormat = 'moodle' | 'gift' | 'qti' | 'definition';

export interface BankSource {
  format: BankFormat;
  content: string;
  encoding?: 'text' | 'base64';
}

export interface BankPreview {
  subjects: { key: string; subject: AdminSubject; knowledgePoints: { key: string; name: string }[] }[];
  knowledgePoints: { key: string; name: string }[];
  issues: ErrorIssue[];
}

export interface BankRow {
  key: string;
  subject: AdminSubject;
  source: string;
  updatedAt: string;
}

export function previewBankImport(schoolId: string, body: BankSource) {
  return adminRequest<BankPreview>(schoolId, 'bank/preview', { method: 'POST', body });
}

export function importBank(schoolId: string, body: BankSource) {
  return adminRequest<{ created: number; updated: number }>(schoolId, 'bank/import', {
    method: 'POST',
    body,
  });
}

export function listBank(schoolId: string, query: { search?: string; subjectType?: number }) {
  return adminRequest<{ list: BankRow[] }>(schoolId, 'bank', { query });
}

export function bankQueryOptions(
  schoolId: string,
  query: { search?: string | undefined; subjectType?: number | undefined },
) {
  return queryOptions({
    queryKey: [...adminKeys.bank(schoolId), query],
    queryFn: () => listBank(schoolId, query),
  });
}

export function deleteBankSubject(schoolId: string, key: string) {
  return adminRequest<unknown>(schoolId, `bank/${encodeURIComponent(key)}`, { method: 'DELETE' });
}
