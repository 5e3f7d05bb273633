import type { AppointmentFormField } from '@iexam/domain/appointments';
import { apiRequest } from './client';

/** SPEC §7 reserveType: 1 school, 2 personal, 3 credible. */
export type ReserveType = 1 | 2 | 3;

export interface BookAppointmentInput {
  schoolId: string;
  examId: number;
  sessionId: number;
  reserveType: ReserveType;
  isRedemptionCode: 0 | 1;
  /** The fields the form asked for, trimmed (appointmentFormSchema). */
  form: Partial<Record<AppointmentFormField, string>>;
}

/**
 * SPEC §7 POST /api/iexam/reserve/student/v1/exams/save. Refusals are ApiErrors with codes 5001-5007
 * (docs/decisions/0008); the answer has the places left in the session.
 */
export function bookAppointment(
  input: BookAppointmentInput,
): Promise<{ appointmentId: number; remainderNum: number | null }> {
  return apiRequest('/api/iexam/reserve/student/v1/exams/save', {
    method: 'POST',
    schoolId: input.schoolId,
    body: {
      examId: input.examId,
      sessionId: input.sessionId,
      reserveType: input.reserveType,
      isRedemptionCode: input.isRedemptionCode,
      ...input.form,
    },
  });
}

/** SPEC §7 PUT /api/iexam/reserve/student/v1/cancel/reserve/{examId}/{sessionId}: inside the cancel window only. */
export function cancelAppointment(input: {
  schoolId: string;
  examId: number;
  sessionId: number;
}): Promise<null> {
  return apiRequest(`/api/iexam/reserve/student/v1/cancel/reserve/${input.examId}/${input.sessionId}`, {
    method: 'PUT',
    schoolId: input.schoolId,
  });
}
