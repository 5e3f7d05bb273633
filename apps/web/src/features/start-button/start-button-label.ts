import type { StartButtonState } from '@iexam/domain/exam-info';

/** The i18n key of the button text for each SPEC §4 start-button state. */
export function startButtonLabelKey(state: StartButtonState, isResume: boolean) {
  switch (state.kind) {
    case 'outerExam':
      return 'startButton.label.outerExam' as const;
    case 'clientMismatch':
      return 'startButton.label.clientMismatch' as const;
    case 'appOnly':
      return 'startButton.label.appOnly' as const;
    case 'notInvited':
      return 'startButton.label.notInvited' as const;
    case 'appointment':
      switch (state.appointmentState) {
        case 'full':
          return 'startButton.label.appointment.full' as const;
        case 'bookedElsewhere':
          return 'startButton.label.appointment.bookedElsewhere' as const;
        case 'notOpen':
          return 'startButton.label.appointment.notOpen' as const;
        case 'closed':
          return 'startButton.label.appointment.closed' as const;
        default:
          return 'startButton.label.appointment.book' as const;
      }
    case 'grading':
      return 'startButton.label.grading' as const;
    case 'attemptLimitReached':
      return 'startButton.label.attemptLimitReached' as const;
    case 'notReady':
      return 'startButton.label.notReady' as const;
    case 'ready':
      return 'startButton.label.ready' as const;
    case 'expired':
      return 'startButton.label.expired' as const;
    case 'notStarted':
      return 'startButton.label.notStarted' as const;
    case 'start':
      return isResume ? ('startButton.label.resume' as const) : ('startButton.label.start' as const);
    case 'ended':
      return 'startButton.label.ended' as const;
    default: {
      const unknown: never = state;
      throw new Error(`unknown start-button state ${JSON.stringify(unknown)}`);
    }
  }
}
