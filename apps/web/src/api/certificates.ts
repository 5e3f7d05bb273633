import type { CertificateMailboxBody } from '@iexam/domain/exam-info';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

export interface CertificateMailbox {
  examId: number;
  email: string | null;
  boundAt: string | null;
}

const PATH = '/api/iexam/userexam/v1/certificateMailbox';

export function certificateMailboxQueryOptions(schoolId: string, examId: number) {
  return queryOptions({
    queryKey: ['certificateMailbox', schoolId, examId],
    queryFn: () => apiRequest<CertificateMailbox>(PATH, { schoolId, query: { examId } }),
  });
}

export function bindCertificateMailbox(schoolId: string, body: CertificateMailboxBody) {
  return apiRequest<CertificateMailbox>(PATH, { method: 'PUT', schoolId, body });
}
