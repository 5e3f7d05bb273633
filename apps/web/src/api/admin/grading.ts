import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './keys';
import { adminRequest } from './request';

/** An exam the asker grades (docs/admin-api.md "Grading by question"). */
export interface ExamToGrade {
  examId: number;
  examName: string;
  toGrade: number;
  graded: number;
}

/** One essay or program of an exam, its paper versions counted together. */
export interface QuestionToGrade {
  subjectId: number;
  subjectIds: number[];
  key: string;
  subjectType: number;
  title: string;
  contentType: number;
  referenceAnswer: string | null;
  score: number;
  toGrade: number;
  graded: number;
  byGrader: { userId: number; name: string; count: number }[];
}

export interface CaseResult {
  position: number;
  isSample: boolean;
  verdict: string;
  /** CPU time in milliseconds. */
  timeMs: number | null;
  /** Peak memory in KiB; null where it was not measured. */
  memoryKb: number | null;
}

/** One candidate's answer to the question; `answer` is their text (essay) or `{language, code}`: untrusted. */
export interface AnswerToGrade {
  examResultId: number;
  subjectId: number;
  candidateLabel: string;
  candidate: { name: string; userName: string | null } | null;
  answer: unknown;
  score: number | null;
  comment: string | null;
  gradedBy: { userId: number; name: string } | null;
  gradedAt: string | null;
  judge: {
    state: string;
    language: string | null;
    cases: CaseResult[];
    passed: number;
    total: number;
  } | null;
}

export function listExamsToGrade(schoolId: string) {
  return adminRequest<ExamToGrade[]>(schoolId, 'grading/exams');
}

export function listQuestionsToGrade(schoolId: string, examId: number) {
  return adminRequest<QuestionToGrade[]>(schoolId, `grading/exams/${examId}/questions`);
}

export function listAnswersToGrade(
  schoolId: string,
  examId: number,
  subjectId: number,
  query: { status: 'ungraded' | 'graded' | 'all'; anonymous: boolean },
) {
  return adminRequest<AnswerToGrade[]>(schoolId, `grading/exams/${examId}/questions/${subjectId}/answers`, {
    query: { status: query.status, anonymous: String(query.anonymous) },
  });
}

export function examsToGradeQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: [...adminKeys.grading(schoolId), 'exams'],
    queryFn: () => listExamsToGrade(schoolId),
  });
}

export function questionsToGradeQueryOptions(schoolId: string, examId: number) {
  return queryOptions({
    queryKey: [...adminKeys.grading(schoolId), 'questions', examId],
    queryFn: () => listQuestionsToGrade(schoolId, examId),
  });
}

export function answersToGradeQueryOptions(
  schoolId: string,
  examId: number,
  subjectId: number,
  query: { status: 'ungraded' | 'graded' | 'all'; anonymous: boolean },
) {
  return queryOptions({
    queryKey: [...adminKeys.grading(schoolId), 'answers', examId, subjectId, query],
    queryFn: () => listAnswersToGrade(schoolId, examId, subjectId, query),
  });
}

/** Saves one grade (the attempt leaves grading with its last one). */
export function saveGrade(
  schoolId: string,
  input: { examResultId: number; subjectId: number; score: number; comment: string },
) {
  return adminRequest<unknown>(
    schoolId,
    `grading/attempts/${input.examResultId}/subjects/${input.subjectId}`,
    {
      method: 'PUT',
      body: { score: input.score, comment: input.comment },
    },
  );
}

/** An exam admin corrects an objective subject's key; every handed-in answer to it is scored again. */
export function regradeSubject(
  schoolId: string,
  input: { examId: number; subjectId: number; correctAnswer: unknown; reason: string },
) {
  return adminRequest<{ attempts: number; changed: number }>(
    schoolId,
    `exams/${input.examId}/subjects/${input.subjectId}/regrade`,
    { method: 'POST', body: { correctAnswer: input.correctAnswer, reason: input.reason } },
  );
}

/** An objective subject of the exam (one per paper version), what a regrade starts from. */
export interface ObjectiveSubject {
  subjectId: number;
  key: string;
  subjectType: number;
  title: string;
  contentType: number;
  options: { key: string; content: string; contentType: number }[];
  correctAnswer: unknown;
  score: number;
  paperName: string;
  isSuperseded: boolean;
}

export function listObjectiveSubjects(schoolId: string, examId: number) {
  return adminRequest<ObjectiveSubject[]>(schoolId, `exams/${examId}/subjects/objective`);
}

export function objectiveSubjectsQueryOptions(schoolId: string, examId: number) {
  return queryOptions({
    queryKey: [...adminKeys.grading(schoolId), 'objective', examId],
    queryFn: () => listObjectiveSubjects(schoolId, examId),
  });
}
