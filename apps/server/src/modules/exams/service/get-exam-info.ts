import { countRuleUsage, isRuleType } from '@iexam/domain/attempts';
import { AppError } from '@iexam/domain/errors';
import {
  defaultSessionIndex,
  type ExamInfo,
  type ExamSession,
  examInfoStatusAt,
  examInfoStatusForSession,
  secondsUntil,
  sessionStatusAt,
  USER_EXAM_STATUS,
  type UserExamStatus,
  userExamStatusFor,
} from '@iexam/domain/exam-info';
import type { ExamViewer } from '../../../access/exam-access';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { getSchool } from '../../schools/service/get-school';
import { findViewerState, type ViewerState } from '../repo-viewer-state';
import type { ExamRows } from './attempt-settings';
import { presentExam, presentSession } from './present-exam-info';
import { getCachedRules, getCachedSessions } from './published-exam';

/**
 * SPEC §7 exam info: the exam as this viewer sees it at the server's `now`, with the selected session's times and
 * status merged in (SPEC §4 session status mapping), attempt limits counted in the exam's time zone, and the
 * candidate's own state (invitation, grading, booking, an attempt to resume).
 */
export async function getExamInfo(
  db: Db,
  viewer: ExamViewer,
  input: { examId: number; sessionId?: number | undefined },
  now: Date,
): Promise<ExamInfo> {
  return (await readExamInfo(db, viewer, input, now)).info;
}

/**
 * The exam information, the viewer state it was made from and the exam's rows it read; with `startChecks` that state
 * also holds what a start checks besides (other exams in progress, the accommodation), read in the same round trip.
 * The start hands all three on, so one start reads its exam once (issue 14).
 */
export async function readExamInfo(
  db: Db,
  viewer: ExamViewer,
  input: { examId: number; sessionId?: number | undefined },
  now: Date,
  startChecks = false,
): Promise<{ info: ExamInfo; state: ViewerState; rows: ExamRows }> {
  const { exam, candidate } = await requireAccess(db, viewer, { exam: input.examId }, now);
  const userId = viewer.kind === 'account' ? viewer.userId : undefined;
  // Settings, sessions and rules from the process cache; everything about this viewer in one query.
  const [school, sessionRows, rules] = await Promise.all([
    getSchool(db, exam.schoolId),
    getCachedSessions(db, exam.schoolId, exam.id),
    getCachedRules(db, exam.schoolId, exam.id),
  ]);
  const state = await findViewerState(db, exam.schoolId, exam.id, {
    userId,
    candidate,
    isBooked: exam.examAppointment === 1,
    isInExamGroups: exam.isPublic === 0,
    isInSessionGroups: exam.isPublic === 2,
    remainders: sessionRows.some((session) => session.capacity !== null),
    startChecks,
  });
  const { attempts, bookedSessionIds: booked, isInExamGroups: inExamGroups } = state;
  const sessionMemberships = state.sessionIdsWithMember;

  const invitation = (sessionId: number | null): UserExamStatus =>
    userExamStatusFor({
      isPublic: exam.isPublic,
      isOpen: viewer.kind !== 'account',
      isInExamGroups: inExamGroups,
      isInSessionGroups: sessionId !== null && sessionMemberships.has(sessionId),
    });
  const isGrading = (sessionId?: number) =>
    attempts.some((a) => a.status === 'grading' && (sessionId === undefined || a.sessionId === sessionId));

  const sessionList: ExamSession[] = sessionRows.map((session) =>
    presentSession(
      state.remainders.has(session.id)
        ? { ...session, remainderNum: state.remainders.get(session.id) ?? null }
        : session,
      {
        sessionStatus: sessionStatusAt(session, now),
        countdown: secondsUntil(session.beginTime, now),
        settingTime: session.settingTime ?? exam.examSettingTime,
        isScoring: isGrading(session.id) ? 1 : 0,
        userExamStatus: invitation(session.id),
        appointmentStatus: booked.has(session.id) ? 1 : 0,
      },
    ),
  );

  const selectedIndex =
    input.sessionId !== undefined
      ? sessionList.findIndex((session) => session.id === input.sessionId)
      : defaultSessionIndex(sessionList.map((session) => session.sessionStatus));
  if (input.sessionId !== undefined && selectedIndex < 0)
    throw new AppError('NOT_FOUND', { field: 'sessionId' });
  const selected = sessionList[selectedIndex];

  const ownStatus = examInfoStatusAt(exam, now);
  const going = attempts.find((attempt) => attempt.status === 'in_progress');
  const examRuleList = countRuleUsage(
    rules.flatMap((rule) => (isRuleType(rule.ruleType) ? [{ ...rule, ruleType: rule.ruleType }] : [])),
    attempts.map((attempt) => attempt.startAnswerTime),
    now,
    exam.timezoneHours,
  );

  const info = presentExam(exam, {
    examRuleList,
    sessionList,
    isScoring: isGrading() ? 1 : 0,
    // The school's contact block stands in for an exam that names none of its own.
    contactContext: exam.contactContext || school?.contactContext || '',
    userGoingExamResultId: going?.id ?? null,
    now,
    ...(selected
      ? {
          sessionId: selected.id,
          beginTime: selected.beginTime,
          endTime: selected.endTime,
          examSettingTime: selected.settingTime,
          examInfoStatus: examInfoStatusForSession(selected.sessionStatus, {
            isSharedExam: exam.isSharedExam,
            examInfoStatus: ownStatus,
          }),
          countdown: selected.countdown,
          userExamStatus: selected.userExamStatus,
        }
      : {
          sessionId: null,
          beginTime: exam.beginTime?.toISOString() ?? null,
          endTime: exam.endTime?.toISOString() ?? null,
          examSettingTime: exam.examSettingTime,
          examInfoStatus: ownStatus,
          countdown: exam.beginTime ? secondsUntil(exam.beginTime, now) : 0,
          // A private-by-session exam without any session has nobody invited yet.
          userExamStatus:
            exam.isPublic === 2 && viewer.kind === 'account'
              ? USER_EXAM_STATUS.notInSessionGroups
              : invitation(null),
        }),
  });
  return { info, state, rows: { exam, sessions: sessionRows, rules } };
}
