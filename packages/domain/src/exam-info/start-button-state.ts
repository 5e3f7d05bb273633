import type { AppointmentState } from '../appointments/appointment-window';
import { type CountedExamRule, checkAttemptLimit } from '../attempts/attempt-limit';
import { ORGANIZE_FORM, READINESS_WINDOW_SECONDS } from '../constants';
import { EXAM_INFO_STATUS, type ExamInfoStatus } from './exam-info-status';
import { isNotInvited } from './invitation';

/**
 * SPEC §3 clientType: where the exam may be taken. 0 anywhere (browser or desktop client), 1 desktop client only,
 * 2 the mobile app only, 3 a browser only, never the desktop client (docs/decisions/0009).
 */
export const CLIENT_TYPE = { any: 0, desktopOnly: 1, appOnly: 2, browserOnly: 3 } as const;

/** What the page knows when it draws the start button (SPEC §3 examData, for the selected session). */
export interface StartButtonInput {
  isThird: number;
  clientType: number;
  isDesktopClient: boolean;
  userExamStatus: number;
  isPublic: number;
  examAppointment: number;
  /** Booking state of the selected session; only read in appointment mode. */
  appointmentState: AppointmentState | null;
  isScoring: number;
  examRuleList: readonly CountedExamRule[];
  /** Camera, ID or screen-record checks are required (isAllowIdAuth, isAllowCamera, isAllowScreenRecord). */
  needsVerification: boolean;
  examInfoStatus: ExamInfoStatus;
  /** Seconds until the exam (or session) begins, from the server's clock; 0 or less once it has begun. */
  countdownSeconds: number;
  organizeForm: number;
  hasSessions: boolean;
}

/** The 13 states of SPEC §4 Start-button state, in rule order. */
export type StartButtonState =
  | { kind: 'outerExam'; isEnabled: false; toastKey: 'startButton.toast.outerExam' }
  | { kind: 'clientMismatch'; isEnabled: false; toastKey: 'startButton.toast.clientMismatch' }
  | { kind: 'appOnly'; isEnabled: false; toastKey: 'startButton.toast.onlyApp' }
  | { kind: 'notInvited'; isEnabled: false; toastKey: 'startButton.toast.notInCandidateList' }
  | {
      kind: 'appointment';
      isEnabled: true;
      appointmentState: AppointmentState;
      toastKey: 'startButton.toast.notAppointed' | 'startButton.toast.bookedElsewhere';
    }
  | { kind: 'grading'; isEnabled: false; toastKey: 'startButton.toast.grading' }
  | {
      kind: 'attemptLimitReached';
      isEnabled: false;
      toastKey: 'startButton.toast.attemptsExhausted' | 'startButton.toast.examLimitReached';
    }
  | { kind: 'notReady'; isEnabled: false; countdownSeconds: number; toastKey: 'startButton.toast.notStarted' }
  | { kind: 'ready'; isEnabled: true; countdownSeconds: number }
  | { kind: 'expired'; isEnabled: false; toastKey: 'startButton.toast.expired' }
  | {
      kind: 'notStarted';
      isEnabled: false;
      toastKey: 'startButton.toast.notStarted' | 'startButton.toast.noSite';
    }
  | { kind: 'start'; isEnabled: true }
  | { kind: 'ended'; isEnabled: false; toastKey: 'startButton.toast.ended' };

export type StartButtonKind = StartButtonState['kind'];

/** Rule 2: the exam is bound to the desktop client and this is a browser, or the other way round. */
export function isClientMismatch(clientType: number, isDesktopClient: boolean): boolean {
  if (clientType === CLIENT_TYPE.desktopOnly) return !isDesktopClient;
  if (clientType === CLIENT_TYPE.browserOnly) return isDesktopClient;
  return false;
}

/**
 * SPEC §4 Start-button state: the first matching rule wins. Appointment mode (rule 5) holds only until the selected
 * session is booked; a booked candidate goes on to the later rules. "Not ready" and "ready" (rules 8 and 9) apply
 * only while the exam is still to begin and verification is required; "in progress" (rule 12) also covers a
 * countdown that has run out before the status was refreshed.
 */
export function startButtonState(input: StartButtonInput): StartButtonState {
  if (input.isThird === 1)
    return { kind: 'outerExam', isEnabled: false, toastKey: 'startButton.toast.outerExam' };
  if (isClientMismatch(input.clientType, input.isDesktopClient))
    return { kind: 'clientMismatch', isEnabled: false, toastKey: 'startButton.toast.clientMismatch' };
  if (input.clientType === CLIENT_TYPE.appOnly)
    return { kind: 'appOnly', isEnabled: false, toastKey: 'startButton.toast.onlyApp' };
  if (isNotInvited(input))
    return { kind: 'notInvited', isEnabled: false, toastKey: 'startButton.toast.notInCandidateList' };
  if (input.examAppointment === 1 && input.appointmentState !== null && input.appointmentState !== 'booked')
    return {
      kind: 'appointment',
      isEnabled: true,
      appointmentState: input.appointmentState,
      toastKey:
        input.appointmentState === 'bookedElsewhere'
          ? 'startButton.toast.bookedElsewhere'
          : 'startButton.toast.notAppointed',
    };
  if (input.isScoring === 1)
    return { kind: 'grading', isEnabled: false, toastKey: 'startButton.toast.grading' };
  const limit = checkAttemptLimit(input.examRuleList);
  if (!limit.allowed)
    return {
      kind: 'attemptLimitReached',
      isEnabled: false,
      toastKey:
        limit.reason === 'ATTEMPTS_EXHAUSTED'
          ? 'startButton.toast.attemptsExhausted'
          : 'startButton.toast.examLimitReached',
    };
  const isYetToBegin = input.examInfoStatus === EXAM_INFO_STATUS.notStarted && input.countdownSeconds > 0;
  if (input.needsVerification && isYetToBegin) {
    if (input.countdownSeconds > READINESS_WINDOW_SECONDS)
      return {
        kind: 'notReady',
        isEnabled: false,
        countdownSeconds: input.countdownSeconds,
        toastKey: 'startButton.toast.notStarted',
      };
    return { kind: 'ready', isEnabled: true, countdownSeconds: input.countdownSeconds };
  }
  switch (input.examInfoStatus) {
    case EXAM_INFO_STATUS.expired:
      return { kind: 'expired', isEnabled: false, toastKey: 'startButton.toast.expired' };
    case EXAM_INFO_STATUS.notStarted:
      if (input.organizeForm === ORGANIZE_FORM.multipleSessions && !input.hasSessions)
        return { kind: 'notStarted', isEnabled: false, toastKey: 'startButton.toast.noSite' };
      if (input.countdownSeconds > 0)
        return { kind: 'notStarted', isEnabled: false, toastKey: 'startButton.toast.notStarted' };
      return { kind: 'start', isEnabled: true };
    case EXAM_INFO_STATUS.inProgress:
      return { kind: 'start', isEnabled: true };
    case EXAM_INFO_STATUS.ended:
      return { kind: 'ended', isEnabled: false, toastKey: 'startButton.toast.ended' };
    default: {
      const unknown: never = input.examInfoStatus;
      throw new Error(`unknown examInfoStatus ${String(unknown)}`);
    }
  }
}

/** Where an attempt cannot run at all: these stay refused even for an attempt to continue. */
const UNRUNNABLE_KINDS: readonly StartButtonKind[] = ['outerExam', 'clientMismatch', 'appOnly'];

/**
 * The button when the candidate has an unfinished attempt (userGoingExamResultId): it continues that attempt,
 * whatever it would say about a new one, as the server's start resumes it. An attempt staff reopened after the
 * exam's end, or past its last allowed attempt (issue 21), is the candidate's to finish; no booking or check stands
 * before it (they were passed at its start).
 */
export function resumeButtonState(state: StartButtonState): StartButtonState {
  return UNRUNNABLE_KINDS.includes(state.kind) ? state : { kind: 'start', isEnabled: true };
}
