import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './keys';
import { adminRequest } from './request';

export interface OpenLinkRow {
  identifyCode?: string;
  name: string;
  contact?: string;
  sessionKey?: string;
}

/** A redemption code as made, with who used it and when (null while unused). */
export interface ListedRedemptionCode {
  code: string;
  usedBy: string | null;
  usedAt: string | null;
}

/**
 * An open link as made: what it records (an empty name or contact is the visitor's to give on the first visit, and
 * is recorded then), its entry page, and whether it was used.
 */
export interface ListedOpenLink {
  identifyCode: string;
  url: string;
  sessionKey: string | null;
  name: string;
  contact: string;
  /** The school refused it (userStatus 2): its visitor goes to the failure page. */
  refused: boolean;
  /** Its visitor gave or confirmed their details. */
  entered: boolean;
  /** The attempts its visitor started. */
  attempts: number;
}

export function generateRedemptionCodes(schoolId: string, examId: number, count: number) {
  return adminRequest<{ codes: string[] }>(schoolId, `exams/${examId}/redemption-codes`, {
    method: 'POST',
    body: { count },
  });
}

export function redemptionCodesQueryOptions(schoolId: string, examId: number) {
  return queryOptions({
    queryKey: [...adminKeys.links(schoolId, examId), 'codes'],
    queryFn: () =>
      adminRequest<{ codes: ListedRedemptionCode[] }>(schoolId, `exams/${examId}/redemption-codes`),
  });
}

export function openLinksQueryOptions(schoolId: string, examId: number) {
  return queryOptions({
    queryKey: [...adminKeys.links(schoolId, examId), 'open'],
    queryFn: () => adminRequest<{ links: ListedOpenLink[] }>(schoolId, `exams/${examId}/open-links`),
  });
}

export function generateOpenLinks(
  schoolId: string,
  examId: number,
  body: { count: number; sessionKey?: string | undefined; namePrefix?: string | undefined },
) {
  return adminRequest<{ links: { identifyCode: string; url: string }[] }>(
    schoolId,
    `exams/${examId}/open-links`,
    {
      method: 'POST',
      body,
    },
  );
}

export function importOpenLinks(schoolId: string, examId: number, rows: OpenLinkRow[]) {
  return adminRequest<{ created: number }>(schoolId, `exams/${examId}/open-links/import`, {
    method: 'POST',
    body: { rows },
  });
}
