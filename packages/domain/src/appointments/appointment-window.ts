/** A session's booking facts at one moment (SPEC §3 Session). */
export interface SessionBookingFacts {
  appointmentStatus: 0 | 1;
  /** Places left; null means unlimited. */
  remainderNum: number | null;
  appointmentOpenBeginTime: Date | null;
  appointmentOpenEndTime: Date | null;
  /** The candidate holds a booking in another session of the exam (one booking per candidate and exam). */
  hasOtherBooking?: boolean;
}

export type AppointmentState = 'booked' | 'bookedElsewhere' | 'full' | 'notOpen' | 'closed' | 'book';
export const APPOINTMENT_STATES = ['booked', 'bookedElsewhere', 'full', 'notOpen', 'closed', 'book'] as const;

/**
 * SPEC §4 Appointment per session, first match wins: booked (cancel is offered), another session of the exam booked
 * (cancel that one first), full (disabled), booking window not
 * yet open, booking window over, otherwise book. The window is [begin, end): it opens at its begin instant.
 */
export function appointmentStateAt(session: SessionBookingFacts, now: Date): AppointmentState {
  if (session.appointmentStatus === 1) return 'booked';
  // Said before the booking form, not as a 409 after it (issue 17 defect 10).
  if (session.hasOtherBooking) return 'bookedElsewhere';
  if (session.remainderNum !== null && session.remainderNum <= 0) return 'full';
  if (session.appointmentOpenBeginTime && now < session.appointmentOpenBeginTime) return 'notOpen';
  if (session.appointmentOpenEndTime && now >= session.appointmentOpenEndTime) return 'closed';
  return 'book';
}

export type CancelDecision =
  | { allowed: true }
  | { allowed: false; reason: 'CANCEL_TIME_NOT_ARRIVED' | 'CANCEL_TIME_PASSED' };

/**
 * SPEC §5: cancelling is allowed only inside the cancel window [begin, end]. Before it: 'cancel time not arrived';
 * after it: 'cancel time passed'. A missing bound leaves that side open.
 */
export function canCancelAppointment(
  window: { cancelAppointmentBeginTime: Date | null; cancelAppointmentEndTime: Date | null },
  now: Date,
): CancelDecision {
  if (window.cancelAppointmentBeginTime && now < window.cancelAppointmentBeginTime) {
    return { allowed: false, reason: 'CANCEL_TIME_NOT_ARRIVED' };
  }
  if (window.cancelAppointmentEndTime && now > window.cancelAppointmentEndTime) {
    return { allowed: false, reason: 'CANCEL_TIME_PASSED' };
  }
  return { allowed: true };
}
