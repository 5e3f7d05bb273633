import type { ErrorReason } from '../errors/error-codes';
import type { StartButtonState } from './start-button-state';

/**
 * The server's answer when a start is asked for in a state whose button is not "start": the same reason the page
 * names in its toast (STYLE 2.3: the button, the API error and the test name one reason). `ready` is refused too:
 * the verification window opens the checks, not the attempt, which starts at the exam's begin time.
 */
export function startRefusal(state: StartButtonState): ErrorReason | null {
  switch (state.kind) {
    case 'start':
      return null;
    case 'outerExam':
      return 'OUTER_EXAM';
    case 'clientMismatch':
      return 'CLIENT_MISMATCH';
    case 'appOnly':
      return 'APP_ONLY';
    case 'notInvited':
      return 'NOT_IN_CANDIDATE_LIST';
    case 'appointment':
      return 'NOT_APPOINTED';
    case 'grading':
      return 'GRADING_IN_PROGRESS';
    case 'attemptLimitReached':
      return state.toastKey === 'startButton.toast.attemptsExhausted'
        ? 'ATTEMPTS_EXHAUSTED'
        : 'EXAM_LIMIT_REACHED';
    case 'notReady':
    case 'ready':
      return 'EXAM_NOT_STARTED';
    case 'notStarted':
      return state.toastKey === 'startButton.toast.noSite' ? 'NO_SITE' : 'EXAM_NOT_STARTED';
    case 'expired':
      return 'EXAM_EXPIRED';
    case 'ended':
      return 'EXAM_ENDED';
    default: {
      const unknown: never = state;
      throw new Error(`unknown start-button state ${JSON.stringify(unknown)}`);
    }
  }
}
