import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './keys';
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

export function groupsQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: adminKeys.groups(schoolId),
    queryFn: () => listGroups(schoolId),
  });
}

/** Under the groups' key, so an import into a group refetches its members with the counts. */
export function membersQueryOptions(schoolId: string, groupKey: string) {
  return queryOptions({
    queryKey: [...adminKeys.groups(schoolId), groupKey, 'members'],
    queryFn: () => listMembers(schoolId, groupKey),
  });
}

export function importMembers(schoolId: string, groupKey: string, rows: MemberImportRow[], dryRun: boolean) {
  return adminRequest<{ created: number; added: number; unchanged: number }>(
    schoolId,
    `groups/${encodeURIComponent(groupKey)}/members/import`,
    { method: 'POST', body: { rows, dryRun } },
  );
}
