import { portalLink } from '@iexam/domain/complaints';
import { LANGUAGE_QUERY_PARAM } from '@iexam/domain/constants';

type QueryValue = string | number | null | undefined;
type Query = Record<string, QueryValue>;

function withQuery(path: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const school = (schoolId: string) => encodeURIComponent(schoolId);

/** The answer page's query (SPEC §2 examContent); the start flow navigates here after startExam. */
export interface ExamContentQuery {
  examResultId: number;
  examId?: number | null;
  sessionId?: number | null;
  examName?: string | null;
  isCommitmentLetter?: number | null;
  examCommitmentLetter?: string | null;
  /** An open-link visitor's attempt: the page sends their token (lib/open-token.ts) instead of the account's. */
  identifyCode?: string | null;
}

/** SPEC §2 examContent: /iexam/{schoolId}/examContent?examResultId=…&examId=…&sessionId=…&examName=… */
export function examContentPath(schoolId: string, query: ExamContentQuery): string {
  return withQuery(`/iexam/${school(schoolId)}/examContent`, { ...query });
}

/** docs/decisions/0010: the page routes of this app and the addresses it links to outside it. */
export const paths = {
  portal: (schoolId: string) => `/portal/${school(schoolId)}`,
  examInfo: (schoolId: string, query: Query) => withQuery(`/iexam/${school(schoolId)}/examInfo`, query),
  openExamInfo: (schoolId: string, query: Query) =>
    withQuery(`/iexam/${school(schoolId)}/open/examInfo`, query),
  /** SPEC §2 examResult with examId, examResultId, sessionId and identifyCode. */
  examResult: (
    schoolId: string,
    query: { examId: number; examResultId: number; sessionId?: number | null; identifyCode?: string | null },
  ) => withQuery(`/iexam/${school(schoolId)}/examResult`, query),
  /** SPEC §2 examContent in preview (examContentStatus 2 in session storage): no attempt, so no examResultId. */
  examContentPreview: (schoolId: string, query: { examId: number; examName?: string | null }) =>
    withQuery(`/iexam/${school(schoolId)}/examContent`, query),
  /** SPEC §2 examContent, the answer page; never an authCode in the address (the start call already took it). */
  examContent: (schoolId: string, query: ExamContentQuery) => examContentPath(schoolId, query),
  privilege: (schoolId: string, query: Query = {}) =>
    withQuery(`/iexam/${school(schoolId)}/privilege`, query),
  insufficientPermissions: (schoolId: string, query: Query = {}) =>
    withQuery(`/iexam/${school(schoolId)}/insufficientPermissions`, query),
  failure: (schoolId: string, query: Query = {}) => withQuery(`/iexam/${school(schoolId)}/failure`, query),
  /** SPEC §5: external links go through this page, which says where they lead (docs/decisions/0037). */
  redirect: (address: string) => withQuery('/redirect', { url: address }),
  /** The open link's user-info page (examUserInfo): an unchecked visitor confirms name and contact. */
  examUserInfo: (
    schoolId: string,
    query: { examId: number; identifyCode: string; sessionId?: number | null; [key: string]: QueryValue },
  ) => withQuery(`/iexam/${school(schoolId)}/open/examUserInfo`, query),
  /** SPEC §2: opened in a new tab with the language as a query parameter. */
  complaintReport: (schoolId: string, language: string) =>
    withQuery(`/complaintReport/${school(schoolId)}`, { [LANGUAGE_QUERY_PARAM]: language }),
} as const;

/** A host-portal page the school configured (study centre, a course), in the page's language; null when none is set. */
export function portalLinkOf(template: string, language: string, courseId?: number): string | null {
  return portalLink(template, { param: LANGUAGE_QUERY_PARAM, value: language }, courseId);
}
