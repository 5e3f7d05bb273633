import type { MonitorState } from '@iexam/domain/staff';
import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './keys';
import { adminRequest } from './request';

/** An exam the staff member may proctor (GET monitor/exams). */
export interface ProctoredExam {
  examId: number;
  key: string;
  examName: string;
  beginTime: string | null;
  endTime: string | null;
  examSettingTime: number;
}

/** One candidate of the live monitor (GET exams/:examId/monitor, docs/admin-api.md). */
export interface MonitorCandidate {
  key: string;
  userId: number | null;
  openCandidateId: number | null;
  name: string;
  userName: string;
  userCode: string;
  sessionId: number | null;
  sessionName: string | null;
  state: MonitorState;
  examResultId: number | null;
  answered: number;
  total: number | null;
  lastSavedAt: string | null;
  startAnswerTime: string | null;
  deadline: string | null;
  secondsLeft: number | null;
  /** What a handed-in attempt had left when it ended (reopen offers it back); null for one not handed in. */
  secondsLeftAtHandIn: number | null;
  handInReason: string | null;
  switchScreenTimes: number;
  switchScreenEvents: string[];
  clientKind: string | null;
  clientIp: string | null;
  ipChanges: number;
  lastSeenAt: string | null;
  extraMinutes: number;
  timeMultiplier: number;
  appointmentId: number | null;
}

export interface MonitorView {
  now: string;
  exam: {
    examId: number;
    examName: string;
    examSettingTime: number;
    allowedSwitchScreenTimes: number;
    isCompulsoryHandIn: number;
    sessions: { sessionId: number; sessionName: string; beginTime: string; endTime: string }[];
  };
  candidates: MonitorCandidate[];
  summary: { byState: Record<MonitorState, number>; total: number };
}

export function listProctoredExams(schoolId: string) {
  return adminRequest<{ list: ProctoredExam[] }>(schoolId, 'monitor/exams');
}

export function readMonitor(schoolId: string, examId: number) {
  return adminRequest<MonitorView>(schoolId, `exams/${examId}/monitor`);
}

export function proctoredExamsQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: [...adminKeys.monitor(schoolId), 'exams'],
    queryFn: () => listProctoredExams(schoolId),
  });
}

export function monitorQueryOptions(schoolId: string, examId: number) {
  return queryOptions({
    queryKey: [...adminKeys.monitor(schoolId), examId],
    queryFn: () => readMonitor(schoolId, examId),
  });
}

const post = <T>(schoolId: string, path: string, body: unknown) =>
  adminRequest<T>(schoolId, path, { method: 'POST', body });

export function addExtraTime(
  schoolId: string,
  examResultId: number,
  body: ({ minutes: number } | { multiplier: number }) & { reason: string },
) {
  return post<{ deadline: string; passesEnd: boolean }>(
    schoolId,
    `attempts/${examResultId}/extra-time`,
    body,
  );
}

export function reopenAttempt(
  schoolId: string,
  examResultId: number,
  body: { minutes: number; reason: string },
) {
  return post<{ deadline: string; passesEnd: boolean }>(schoolId, `attempts/${examResultId}/reopen`, body);
}

export function handInAttempt(schoolId: string, examResultId: number, reason: string) {
  return post<{ status: string }>(schoolId, `attempts/${examResultId}/hand-in`, { reason });
}

export function resetSwitchScreen(schoolId: string, examResultId: number, reason: string) {
  return post<{ switchScreenTimes: 0 }>(schoolId, `attempts/${examResultId}/switch-screen-reset`, { reason });
}

export function setAccommodation(
  schoolId: string,
  examId: number,
  userId: number,
  body: { extraMinutes: number; timeMultiplier: number; reason: string },
) {
  return adminRequest<unknown>(schoolId, `exams/${examId}/candidates/${userId}/accommodation`, {
    method: 'PUT',
    body,
  });
}

export function moveBooking(
  schoolId: string,
  appointmentId: number,
  body: { sessionId: number; reason: string },
) {
  return post<unknown>(schoolId, `appointments/${appointmentId}/move`, body);
}

export function cancelBooking(schoolId: string, appointmentId: number, reason: string) {
  return post<unknown>(schoolId, `appointments/${appointmentId}/cancel`, { reason });
}

/** A candidate's downloaded answers file, sent as it was written (the server checks it and names its issues). */
export function loadAnswersFile(schoolId: string, examResultId: number, file: unknown) {
  return post<{ answerCount: number; appliedCount: number }>(
    schoolId,
    `attempts/${examResultId}/answers-file`,
    file,
  );
}
