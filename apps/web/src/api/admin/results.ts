import { TENANT_QUERY_PARAM } from '@iexam/domain/constants';
import type { ResultsSummary } from '@iexam/domain/results';
import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './keys';
import { adminFileUrl, adminRequest } from './request';

export interface ResultRow {
  examResultId: number;
  userId: number | null;
  openCandidateId: number | null;
  name: string;
  userName: string;
  userCode: string;
  sessionName: string | null;
  status: string;
  score: number | null;
  isPassed: boolean | null;
  startAnswerTime: string;
  submittedAt: string | null;
  handInReason: string | null;
  switchScreenTimes: number;
}

// The summary is the domain's (summarizeResults); only the rows travel as JSON text.
export type { ResultsSummary } from '@iexam/domain/results';

export interface ReportExam {
  examId: number;
  examName: string;
  paperScore: number;
  examResultFlag: number;
  resultReleaseAt: string | null;
}

export interface ResultsPage {
  exam: ReportExam;
  total: number;
  rows: ResultRow[];
  summary: ResultsSummary;
}

export type ResultFilter = {
  sessionId?: number | undefined;
  status?: string | undefined;
  passed?: 'true' | 'false' | undefined;
  q?: string | undefined;
  all?: 'true' | undefined;
};

export interface QuestionStatistics {
  key: string;
  title: string;
  subjectType: number;
  score: number;
  n: number;
  answered: number;
  difficulty: number | null;
  discrimination: number | null;
  optionCounts: Record<string, number> | null;
  correctRate: number | null;
}

export interface ExamStatistics {
  attempts: number;
  questions: QuestionStatistics[];
  knowledge: { key: string; name: string; mastery: number; subjects: number }[];
}

export function listResults(
  schoolId: string,
  examId: number,
  query: ResultFilter & { page: number; pageSize: number },
) {
  return adminRequest<ResultsPage>(schoolId, `exams/${examId}/results`, { query });
}

export function getExamStatistics(schoolId: string, examId: number) {
  return adminRequest<ExamStatistics>(schoolId, `exams/${examId}/results/statistics`);
}

export function resultsQueryOptions(
  schoolId: string,
  examId: number,
  query: ResultFilter & { page: number; pageSize: number },
) {
  const { page, pageSize, ...filter } = query;
  return queryOptions({
    queryKey: [...adminKeys.results(schoolId, examId), filter, page, pageSize],
    queryFn: () => listResults(schoolId, examId, query),
  });
}

export function examStatisticsQueryOptions(schoolId: string, examId: number) {
  return queryOptions({
    queryKey: [...adminKeys.results(schoolId, examId), 'statistics'],
    queryFn: () => getExamStatistics(schoolId, examId),
  });
}

export function releaseResults(
  schoolId: string,
  examId: number,
  body: { examResultFlag: number; releaseAt?: string; reason?: string },
) {
  return adminRequest<{ examResultFlag: number; resultReleaseAt: string | null }>(
    schoolId,
    `exams/${examId}/results/release`,
    { method: 'POST', body },
  );
}

/**
 * The export's address: a plain link streams the file straight to disk (the auth cookie rides along; the school goes
 * in the tenant query parameter, as a link cannot carry the header).
 */
export function resultsExportUrl(
  schoolId: string,
  examId: number,
  format: 'csv' | 'xlsx',
  withAnswers: boolean,
) {
  return adminFileUrl(`exams/${examId}/results/export`, {
    format,
    answers: String(withAnswers),
    [TENANT_QUERY_PARAM]: schoolId,
  });
}
