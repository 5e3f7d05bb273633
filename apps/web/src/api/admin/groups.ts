import { adminRequest } from './request';

export interface GroupRow {
  key: string;
  name: string;
  memberCount: number;
}

export interface MemberRow {
  userName: string;
  realName: string;
  userCode?: string;
  mobile?: string;
  email?: string;
}

export interface MemberImportRow extends MemberRow {
  password?: string;
}

export function listGroups(schoolId: string) {
  return adminRequest<{ list: GroupRow[] }>(schoolId, 'groups');
}

export function createGroup(schoolId: string, body: { key: string; name: string }) {
  return adminRequest<{ key: string }>(schoolId, 'groups', { method: 'POST', body });
}

export function listMembers(schoolId: string, groupKey: string) {
  return adminRequest<{ list: MemberRow[] }>(schoolId, `groups/${encodeURIComponent(groupKey)}/members`);
}

export function importMembers(schoolId: string, groupKey: string, rows: MemberImportRow[], dryRun: boolean) {
  return adminRequest<{ created: number; added: number; unchanged: number }>(
    schoolId,
    `groups/${encodeURIComponent(groupKey)}/members/import`,
    { method: 'POST', body: { rows, dryRun } },
  );
}
