import { appointmentStateAt } from '../appointments/appointment-window';
import type { ExamInfo } from './exam-info.schema';
import { needsVerification } from './page-rules';
import type { StartButtonInput } from './start-button-state';

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * What the start button reads from an exam info answer: the page and the server tests both go through here, so
 * the rule table judges exactly what the API sends. `countdownSeconds` is the answer's countdown less the seconds
 * since it was sent (by the server's clock), and `now` the server time the booking windows are judged at.
 */
export function startButtonInputFor(
  info: ExamInfo,
  context: { isDesktopClient: boolean; countdownSeconds: number; now: Date },
): StartButtonInput {
  const selected = info.sessionList.find((session) => session.id === info.sessionId);
  const appointmentState =
    info.examAppointment === 1 && selected
      ? appointmentStateAt(
          {
            appointmentStatus: selected.appointmentStatus,
            remainderNum: selected.remainderNum,
            appointmentOpenBeginTime: dateOrNull(selected.appointmentOpenBeginTime),
            appointmentOpenEndTime: dateOrNull(selected.appointmentOpenEndTime),
            hasOtherBooking: info.sessionList.some(
              (session) => session.id !== selected.id && session.appointmentStatus === 1,
            ),
          },
          context.now,
        )
      : null;
  return {
    isThird: info.isThird,
    clientType: info.clientType,
    isDesktopClient: context.isDesktopClient,
    userExamStatus: info.userExamStatus,
    isPublic: info.isPublic,
    examAppointment: info.examAppointment,
    appointmentState,
    isScoring: info.isScoring,
    examRuleList: info.examRuleList,
    needsVerification: needsVerification(info),
    examInfoStatus: info.examInfoStatus,
    countdownSeconds: context.countdownSeconds,
    organizeForm: info.organizeForm,
    hasSessions: info.sessionList.length > 0,
  };
}
