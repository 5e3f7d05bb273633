import { adminRequest } from './request';

export interface OpenLinkRow {
  identifyCode?: string;
  name: string;
  contact?: string;
  sessionKey?: string;
}

export function generateRedemptionCodes(schoolId: string, examId: number, count: number) {
  return adminRequest<{ codes: string[] }>(schoolId, `exams/${examId}/redemption-codes`, {
    method: 'POST',
    body: { count },
  });
}

export function generateOpenLinks(
  schoolId: string,
  examId: number,
  body: { count: number; sessionKey?: string; namePrefix?: string },
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
