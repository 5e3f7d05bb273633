import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './keys';
import { adminRequest } from './request';

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  detail: unknown;
}

export function listAudit(schoolId: string, query: { limit?: number; target?: string } = {}) {
  return adminRequest<{ list: AuditRow[] }>(schoolId, 'audit', { query });
}

export function auditQueryOptions(schoolId: string, query: { limit?: number; target?: string }) {
  return queryOptions({
    queryKey: [...adminKeys.audit(schoolId), query],
    queryFn: () => listAudit(schoolId, query),
  });
}
