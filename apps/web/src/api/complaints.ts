import type { ComplaintStatus, complaintBodySchema } from '@iexam/domain/complaints';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './client';

export type ComplaintInput = z.input<typeof complaintBodySchema>;

export interface Complaint {
  complaintId: number;
  examId: number | null;
  contentTitle: string;
  contentURL: string;
  text: string;
  contact: string;
  status: ComplaintStatus;
  submittedAt: string;
}

/** POST /api/iexam/complaints (designed path, docs/decisions/0028). */
export function sendComplaint(schoolId: string, body: ComplaintInput) {
  return apiRequest<{ complaintId: number; status: ComplaintStatus; submittedAt: string }>(
    '/api/iexam/complaints',
    { method: 'POST', body, schoolId },
  );
}

export function ownComplaintsQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: ['complaints', schoolId],
    queryFn: () => apiRequest<Complaint[]>('/api/iexam/complaints', { schoolId }),
  });
}
