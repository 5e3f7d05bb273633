import type { ExamDefinitionExam, ExamDefinitionSubject } from '@iexam/domain/exam-definition';
import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './keys';
import { adminRequest } from './request';

/** One exam as the console edits it: an item of the definition's exams[], without attempts (contract issue 20). */
export type AdminExam = Omit<ExamDefinitionExam, 'attempts'>;
export type AdminSubject = ExamDefinitionSubject;

export interface AdminExamRow {
  examId: number;
  key: string;
  examName: string;
  examStatus: number;
  beginTime: string | null;
  endTime: string | null;
  organizeForm: number;
  sessionCount: number;
  paperCount: number;
  subjectCount: number;
  attemptCount: number;
}

export interface AdminExamDetail {
  examId: number;
  exam: AdminExam;
  hasAttempts: boolean;
}

export interface References {
  groups: { key: string; name: string; memberCount: number }[];
  knowledgePoints: { key: string; name: string }[];
  abilityDimensions: { key: string; name: string }[];
  videos: { key: string; name: string }[];
  courses: { key: string; title: string }[];
}

export function listExams(schoolId: string, query: { search?: string; status?: string }) {
  return adminRequest<{ list: AdminExamRow[] }>(schoolId, 'exams', { query });
}

export function getExam(schoolId: string, examId: number) {
  return adminRequest<AdminExamDetail>(schoolId, `exams/${examId}`);
}

export function getReferences(schoolId: string) {
  return adminRequest<References>(schoolId, 'references');
}

export function examsQueryOptions(
  schoolId: string,
  query: { search?: string | undefined; status?: string | undefined },
) {
  return queryOptions({
    queryKey: [...adminKeys.exams(schoolId), query],
    queryFn: () => listExams(schoolId, query),
  });
}

export function examQueryOptions(schoolId: string, examId: number) {
  return queryOptions({
    queryKey: adminKeys.exam(schoolId, examId),
    queryFn: () => getExam(schoolId, examId),
  });
}

export function referencesQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: adminKeys.references(schoolId),
    queryFn: () => getReferences(schoolId),
  });
}

export function createExam(schoolId: string, exam: AdminExam) {
  return adminRequest<{ examId: number }>(schoolId, 'exams', { method: 'POST', body: { exam } });
}

export function updateExam(schoolId: string, examId: number, exam: AdminExam) {
  return adminRequest<AdminExamDetail>(schoolId, `exams/${examId}`, { method: 'PUT', body: { exam } });
}

export function copyExam(schoolId: string, examId: number) {
  return adminRequest<{ examId: number }>(schoolId, `exams/${examId}/copy`, { method: 'POST' });
}

/**
 * Shows or hides the exam to candidates. Publishing is refused (EXAM_NOT_READY, its issues naming what is missing)
 * while the exam lacks what a candidate needs; `isDryRun` only checks, writing nothing.
 */
export function setExamPublished(schoolId: string, examId: number, isPublished: boolean, isDryRun = false) {
  return adminRequest<{ examStatus: number }>(
    schoolId,
    `exams/${examId}/${isPublished ? 'publish' : 'unpublish'}${isDryRun ? '?dryRun=true' : ''}`,
    { method: 'POST' },
  );
}

export function createKnowledgePoint(schoolId: string, body: { key: string; name: string }) {
  return adminRequest<unknown>(schoolId, 'knowledge-points', { method: 'POST', body });
}

export function createAbilityDimension(schoolId: string, body: { key: string; name: string }) {
  return adminRequest<unknown>(schoolId, 'ability-dimensions', { method: 'POST', body });
}
