import type {
  FeedbackType,
  LearnEventType,
  ProgramAnalysisEntry,
  SubjectStatistics,
} from '@iexam/domain/results';
import type { ContentType, SubjectType } from '@iexam/domain/subjects';
import { queryOptions } from '@tanstack/react-query';
import type { AttemptStatus, SubjectOption } from './attempts';
import { apiRequest } from './client';

/**
 * Who asks for a result: a logged-in candidate (cookie, no token) or an open-link visitor with the exam-scoped token
 * (lib/open-token.ts). The token is part of every key, so two identities never share a cached answer.
 */
export interface ResultAccess {
  schoolId: string;
  examResultId: number;
  token?: string | undefined;
}

/** SPEC §7 achievement: score and pass only as examResultFlag shows them (null when hidden). */
export interface Achievement {
  examResultId: number;
  examId: number;
  examName: string;
  sessionId: number | null;
  status: AttemptStatus;
  isScoring: number;
  examResultFlag: number;
  score: number | null;
  isPassed: boolean | null;
  paperScore: number;
  passScore: number | null;
  startAnswerTime: string;
  submittedAt: string | null;
  timeUsedSeconds: number | null;
  subjectCount: number;
  answeredCount: number;
  correctCount: number | null;
  isReviewAllowed: boolean;
  appraisalDirection: string | null;
}

/** One question of the review: the candidate's answer, the key, the explanation and the points. */
export interface ReviewSubject {
  subjectId: number;
  position: number;
  subjectType: SubjectType;
  subjectTitle: string;
  subjectTitleContentType: ContentType;
  options: SubjectOption[] | null;
  score: number;
  answer: unknown;
  earned: number;
  isCorrect: boolean;
  correctAnswer: unknown;
  explanation: string;
  graderComment: string | null;
}

export interface KnowledgePointMastery {
  knowledgePointId: number;
  name: string;
  earned: number;
  possible: number;
  /** 0-100. */
  mastery: number;
  subjectCount: number;
}

export interface AbilityScore {
  abilityDimensionId: number;
  name: string;
  /** 0-100. */
  score: number;
}

export type { SubjectStatistics };

/** 1 bar chart, 2 tree: the server answers the same figures for both. */
export type KnowledgeGraphType = 1 | 2;

const optionsOf = (access: ResultAccess) => ({ schoolId: access.schoolId, token: access.token });
const keyOf = (access: ResultAccess) => [access.schoolId, access.examResultId, access.token ?? null] as const;

/** SPEC §7 GET /api/iexam/userexam/achievement/{examResultId}/{examId} */
export function getAchievement(access: ResultAccess, examId: number): Promise<Achievement> {
  return apiRequest(`/api/iexam/userexam/achievement/${access.examResultId}/${examId}`, optionsOf(access));
}

export function achievementQueryOptions(access: ResultAccess, examId: number) {
  return queryOptions({
    queryKey: ['achievement', ...keyOf(access), examId],
    queryFn: () => getAchievement(access, examId),
  });
}

/** GET /api/iexam/useranswer/v1/examResults/review/{examResultId}: 403 6301 before review opens, 6302 unannounced. */
export function getReview(access: ResultAccess): Promise<ReviewSubject[]> {
  return apiRequest(`/api/iexam/useranswer/v1/examResults/review/${access.examResultId}`, optionsOf(access));
}

export function reviewQueryOptions(access: ResultAccess) {
  return queryOptions({ queryKey: ['resultReview', ...keyOf(access)], queryFn: () => getReview(access) });
}

/** SPEC §7 GET /api/iexam/subject/v1/getKnowledgeGraph/{examResultId}[/{type}] */
export function getKnowledgeGraph(
  access: ResultAccess,
  type?: KnowledgeGraphType,
): Promise<KnowledgePointMastery[]> {
  const suffix = type === undefined ? '' : `/${type}`;
  return apiRequest(
    `/api/iexam/subject/v1/getKnowledgeGraph/${access.examResultId}${suffix}`,
    optionsOf(access),
  );
}

export function knowledgeGraphQueryOptions(access: ResultAccess, type: KnowledgeGraphType) {
  return queryOptions({
    queryKey: ['knowledgeGraph', ...keyOf(access), type],
    queryFn: () => getKnowledgeGraph(access, type),
  });
}

/** SPEC §7 GET /api/iexam/subject/v1/getAbilityGraph/{examResultId} */
export function getAbilityGraph(access: ResultAccess): Promise<AbilityScore[]> {
  return apiRequest(`/api/iexam/subject/v1/getAbilityGraph/${access.examResultId}`, optionsOf(access));
}

export function abilityGraphQueryOptions(access: ResultAccess) {
  return queryOptions({
    queryKey: ['abilityGraph', ...keyOf(access)],
    queryFn: () => getAbilityGraph(access),
  });
}

/** SPEC §7 GET /api/iexam/subject/v1/getStuAnswerStatistics/{id}: across every candidate of the paper. */
export function getAnswerStatistics(access: ResultAccess): Promise<SubjectStatistics[]> {
  return apiRequest(`/api/iexam/subject/v1/getStuAnswerStatistics/${access.examResultId}`, optionsOf(access));
}

export function answerStatisticsQueryOptions(access: ResultAccess) {
  return queryOptions({
    queryKey: ['answerStatistics', ...keyOf(access)],
    queryFn: () => getAnswerStatistics(access),
  });
}

// The server validates with the same domain schema, so the form's limits are the server's.
export { FEEDBACK_TYPES, MAX_FEEDBACK_LENGTH } from '@iexam/domain/results';

export type { FeedbackType };

export interface FeedbackInput {
  subjectId: number;
  feedbackType: FeedbackType;
  content: string;
}

/** SPEC §7 POST /api/exam/api/subjectFeedback/submitFeedback */
export function submitFeedback(access: ResultAccess, input: FeedbackInput): Promise<{ feedbackId: number }> {
  return apiRequest('/api/exam/api/subjectFeedback/submitFeedback', {
    ...optionsOf(access),
    method: 'POST',
    body: { examResultId: access.examResultId, ...input },
  });
}

/** SPEC §7 POST /api/iexam/userexam/v1/examResults/selectAppraisalDirection */
export function selectAppraisalDirection(
  access: ResultAccess,
  direction: string,
): Promise<{ examResultId: number; appraisalDirection: string }> {
  return apiRequest('/api/iexam/userexam/v1/examResults/selectAppraisalDirection', {
    ...optionsOf(access),
    method: 'POST',
    body: { examResultId: access.examResultId, direction },
  });
}

/** SPEC §7 GET /api/iexam/subject/v1/programAnalysis/{examResultId}: the code subjects of the attempt. */
export function getProgramAnalysis(access: ResultAccess): Promise<ProgramAnalysisEntry[]> {
  return apiRequest(`/api/iexam/subject/v1/programAnalysis/${access.examResultId}`, optionsOf(access));
}

export function programAnalysisQueryOptions(access: ResultAccess) {
  return queryOptions({
    queryKey: ['programAnalysis', ...keyOf(access)],
    queryFn: () => getProgramAnalysis(access),
  });
}

/** One exam of the personal-centre summary; instants are ISO strings (shown by SPEC §9's rule). */
export interface UserExamSummary {
  examId: number;
  examName: string;
  examResultFlag: number;
  attemptCount: number;
  gradingCount: number;
  bestScore: number | null;
  isPassed: boolean | null;
  timeUsedSeconds: number;
  firstStartAnswerTime: string | null;
  lastStartAnswerTime: string | null;
  lastSubmittedAt: string | null;
}

/** SPEC §7 POST /api/personal-center/positionevaluation/summary-userexam-information */
export function getUserExamSummary(
  access: Pick<ResultAccess, 'schoolId' | 'token'>,
  examId?: number,
): Promise<{ examCount: number; attemptCount: number; timeUsedSeconds: number; exams: UserExamSummary[] }> {
  return apiRequest('/api/personal-center/positionevaluation/summary-userexam-information', {
    schoolId: access.schoolId,
    token: access.token,
    method: 'POST',
    body: examId === undefined ? {} : { examId },
  });
}

/** SPEC §7 POST /api/point/v1/event/learn: once per candidate, event and attempt (a repeat changes nothing). */
export function recordLearnEvent(
  access: ResultAccess,
  eventType: LearnEventType,
): Promise<{ eventId: number; isDuplicate: boolean }> {
  return apiRequest('/api/point/v1/event/learn', {
    ...optionsOf(access),
    method: 'POST',
    body: { eventType, businessId: access.examResultId },
  });
}
