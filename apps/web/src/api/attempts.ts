import type { HandInReason } from '@iexam/domain/attempts';
import { clockOffsetMs } from '@iexam/domain/exam-info';
import type { ContentType, SubjectType } from '@iexam/domain/subjects';
import { queryOptions } from '@tanstack/react-query';
import { getClientId } from '@/lib/client-id';
import { forgetOfflineCopies, updateOfflineCopy, withOfflineCopy } from '@/lib/offline-copy';
import { apiRequest } from './client';

export type AttemptStatus = 'in_progress' | 'submitted' | 'grading' | 'graded';

export interface SubjectOption {
  key: string;
  content: string;
  contentType: ContentType;
}

/** One question of the paper as the answer page gets it (never its correct answer). */
export interface PaperSubject {
  subjectId: number;
  position: number;
  subjectType: SubjectType;
  subjectTitle: string;
  subjectTitleContentType: ContentType;
  score: number;
  options: SubjectOption[] | null;
  blankCount: number;
  codeLanguages: string[] | null;
  /** Code: the CPU time, memory and output each case may use; null on other subjects. */
  timeLimitMs?: number | null;
  memoryLimitMb?: number | null;
  outputLimitKb?: number | null;
  sampleCases: { input: string; expectedOutput: string }[];
}

export interface StoredAnswer {
  subjectId: number;
  answer: unknown;
  seq: number;
}

/** SPEC §7 answerDetails: the paper, the stored answers with their seq, the deadline and the server's clock. */
export interface AnswerDetails {
  examResultId: number;
  examId: number;
  examName: string;
  sessionId: number | null;
  status: AttemptStatus;
  startAnswerTime: string;
  deadline: string;
  submittedAt: string | null;
  now: string;
  paperScore: number;
  allowedSwitchScreenTimes: number;
  isCompulsoryHandIn: number;
  switchScreenTimes: number;
  enableScreenDomination: number;
  isAllowWatermark: number;
  isCommitmentLetter: number;
  examCommitmentLetter: string | null;
  /** Null while an exam with a letter waits for it: the paper (subjects, answers) comes after. */
  letterAcceptedAt: string | null;
  /** The questions flagged for review, kept with the attempt. */
  flaggedSubjectIds: number[];
  subjects: PaperSubject[];
  answers: StoredAnswer[];
}

export interface AnswerDetailsParams {
  schoolId: string;
  examResultId: number;
  /**
   * This tab: loading the details with it takes the attempt over (one active client per attempt). Without it the
   * read takes nothing over (the server's render of the page, ssr/server-prefetch.ts).
   */
  clientId?: string | undefined;
  /** An open-link visitor's exam-scoped token (lib/open-token.ts); accounts go by their cookie. */
  token?: string | undefined;
}

/** The details and how far the server's clock is ahead of this browser's (DESIGN §4). */
export interface AnswerDetailsAnswer {
  details: AnswerDetails;
  clockOffsetMs: number;
}

/** SPEC §7 GET /api/iexam/useranswer/v1/examResults/answerDetails/{examResultId}?clientId= */
export async function getAnswerDetails(params: AnswerDetailsParams): Promise<AnswerDetailsAnswer> {
  const sentAtMs = Date.now();
  const details = await apiRequest<AnswerDetails>(
    `/api/iexam/useranswer/v1/examResults/answerDetails/${params.examResultId}`,
    { schoolId: params.schoolId, query: { clientId: params.clientId }, token: params.token },
  );
  const receivedAtMs = Date.now();
  return { details, clockOffsetMs: clockOffsetMs(new Date(details.now), sentAtMs, receivedAtMs) };
}

const answerDetailsCopyKey = (schoolId: string, examResultId: number, token: string | undefined) =>
  `answerDetails:${schoolId}:${examResultId}:${token ? 'open' : 'account'}`;

/**
 * Saved answers go into the device's copy of the answer page too, so a reload without a network shows what the
 * server already holds, not the answers of the page's first load.
 */
export function keepSavedAnswers(
  params: { schoolId: string; examResultId: number; token?: string | undefined },
  saved: readonly StoredAnswer[],
): Promise<void> {
  return updateOfflineCopy<AnswerDetailsAnswer>(
    answerDetailsCopyKey(params.schoolId, params.examResultId, params.token),
    (copy) => {
      const bySubject = new Map(copy.details.answers.map((row) => [row.subjectId, row]));
      for (const row of saved)
        if ((bySubject.get(row.subjectId)?.seq ?? -1) < row.seq) bySubject.set(row.subjectId, row);
      return { ...copy, details: { ...copy.details, answers: [...bySubject.values()] } };
    },
  );
}

export function answerDetailsQueryOptions(params: AnswerDetailsParams) {
  return queryOptions({
    queryKey: [
      'answerDetails',
      params.schoolId,
      params.examResultId,
      params.clientId ?? null,
      params.token ?? null,
    ],
    // Kept on the device for a reload without a network (lib/offline-copy.ts); a token names the open visitor.
    queryFn: () =>
      withOfflineCopy(answerDetailsCopyKey(params.schoolId, params.examResultId, params.token), () =>
        getAnswerDetails(params),
      ),
    // Loaded once per visit: a refetch would take the attempt over again and move the clock offset.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/**
 * The details as the server's render reads them, for an account's attempt: without a client id, so the read takes
 * nothing over. The page is drawn from it until the tab's own read (answerDetailsQueryOptions) has taken the attempt
 * over; the server never keeps it in the device's offline copy.
 */
export function serverReadDetailsQueryOptions(schoolId: string, examResultId: number) {
  return queryOptions({
    queryKey: ['answerDetails', schoolId, examResultId, null, null],
    queryFn: () => getAnswerDetails({ schoolId, examResultId }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type AttemptNoticeKind = 'extra_time' | 'reopened' | 'handed_in_by_staff' | 'switch_screen_reset';

/** What staff did to the attempt that the candidate is told of (issue 21), with the staff member's reason. */
export interface AttemptNotice {
  id: number;
  kind: AttemptNoticeKind;
  reason: string;
  /** As the staff action wrote it: extra_time { minutes?, deadline }, reopened { deadline }. */
  detail: { minutes?: unknown; deadline?: unknown };
  at: string;
}

/** The answer page's poll (issue 21): the attempt as staff left it, and the server's clock. */
export interface AttemptState {
  status: AttemptStatus;
  deadline: string;
  now: string;
  switchScreenTimes: number;
  allowedSwitchScreenTimes: number;
  handInReason: HandInReason | null;
  notices: AttemptNotice[];
}

export interface AttemptStateAnswer {
  state: AttemptState;
  clockOffsetMs: number;
}

/**
 * GET /api/iexam/useranswer/v1/attemptState/{examResultId}. Never kept in the offline copy: a poll answered from
 * the device would show staff changes that are not the server's.
 */
export async function getAttemptState(
  schoolId: string,
  examResultId: number,
  token?: string,
): Promise<AttemptStateAnswer> {
  const sentAtMs = Date.now();
  const state = await apiRequest<AttemptState>(`/api/iexam/useranswer/v1/attemptState/${examResultId}`, {
    schoolId,
    token,
  });
  return { state, clockOffsetMs: clockOffsetMs(new Date(state.now), sentAtMs, Date.now()) };
}

/** Flags a question for review, or unflags it; answers every flagged question of the attempt. */
export function setReviewFlag(
  schoolId: string,
  body: { examResultId: number; subjectId: number; isFlagged: boolean },
  token?: string,
): Promise<{ flaggedSubjectIds: number[] }> {
  return apiRequest('/api/iexam/useranswer/v1/examResults/reviewFlag', {
    method: 'POST',
    schoolId,
    token,
    body,
  });
}

/** Accepts the commitment letter: the answer time runs from now (the reading minutes given back). */
export function acceptCommitmentLetter(
  schoolId: string,
  examResultId: number,
  token?: string,
): Promise<{ deadline: string; letterAcceptedAt: string }> {
  return apiRequest('/api/iexam/useranswer/v1/examResults/acceptCommitmentLetter', {
    method: 'POST',
    schoolId,
    token,
    body: { examResultId },
  });
}

/** SPEC §7 doExam and result: the attempt's state and what examResultFlag lets the candidate see. */
export interface AttemptResult {
  examResultId: number;
  examId: number;
  status: AttemptStatus;
  isScoring: number;
  submittedAt: string | null;
  /** Why it was handed in (issue 17 defect 4); null while it runs and for attempts imported from elsewhere. */
  handInReason: HandInReason | null;
  examResultFlag: number;
  score: number | null;
  isPassed: boolean | null;
}

/**
 * SPEC §7 POST /api/iexam/sso/v1/doExam: hands the attempt in; a second hand-in changes nothing. `isTimeUp` when the
 * page's countdown ended rather than the candidate pressing the button.
 */
export async function handInAttempt(
  schoolId: string,
  examResultId: number,
  isTimeUp: boolean,
  token?: string,
): Promise<AttemptResult> {
  const result = await apiRequest<AttemptResult>('/api/iexam/sso/v1/doExam', {
    method: 'POST',
    schoolId,
    token,
    body: { examResultId, clientId: getClientId(), isTimeUp },
  });
  // A handed-in attempt has no page to reload offline.
  await forgetOfflineCopies();
  return result;
}

/** SPEC §7 GET /api/iexam/useranswer/v1/result/{id} */
export function getAttemptResult(
  schoolId: string,
  examResultId: number,
  token?: string,
): Promise<AttemptResult> {
  return apiRequest(`/api/iexam/useranswer/v1/result/${examResultId}`, { schoolId, token });
}

export function attemptResultQueryOptions(schoolId: string, examResultId: number, token?: string) {
  return queryOptions({
    queryKey: ['attemptResult', schoolId, examResultId, token ?? null],
    queryFn: () => getAttemptResult(schoolId, examResultId, token),
  });
}

export interface SwitchScreenEvent {
  eventType: 'hidden' | 'blur';
  occurredAt: string;
  durationMs: number | null;
}

/** SPEC §7 POST /api/iexam/useranswer/v1/switchScreenTimesCommit: the count so far and whether it handed in. */
export function commitSwitchScreen(
  schoolId: string,
  examResultId: number,
  events: SwitchScreenEvent[],
  token?: string,
): Promise<{ switchScreenTimes: number; isHandedIn: boolean }> {
  return apiRequest('/api/iexam/useranswer/v1/switchScreenTimesCommit', {
    method: 'POST',
    schoolId,
    token,
    body: { examResultId, clientId: getClientId(), events },
  });
}
