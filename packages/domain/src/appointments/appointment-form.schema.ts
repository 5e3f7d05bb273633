import { z } from 'zod';
import { APPOINTMENT_FIELD_MAX_LENGTH } from '../constants';

export const APPOINTMENT_FORM_FIELDS = [
  'userName',
  'schoolName',
  'profession',
  'education',
  'redemptionCode',
] as const;
export type AppointmentFormField = (typeof APPOINTMENT_FORM_FIELDS)[number];

/** SPEC §9 field lengths; the name has no SPEC limit, so it gets the longest of them. */
const MAX_LENGTH: Record<AppointmentFormField, number> = { userName: 30, ...APPOINTMENT_FIELD_MAX_LENGTH };

/** SPEC §5: a field's placeholder is also its error text; both come from this i18n key. */
export const placeholderKey = (field: AppointmentFormField) => `appointment.placeholder.${field}` as const;

/**
 * SPEC §5: which fields the appointment form asks for. With a default appointment and a redemption code only the
 * code is asked; otherwise the personal fields, plus the code when the exam uses redemption codes.
 */
export function appointmentFormFields(options: {
  isDefaultAppointment: boolean;
  isRedemptionCode: boolean;
}): AppointmentFormField[] {
  if (options.isDefaultAppointment && options.isRedemptionCode) return ['redemptionCode'];
  const personal: AppointmentFormField[] = ['userName', 'schoolName', 'profession', 'education'];
  return options.isRedemptionCode ? [...personal, 'redemptionCode'] : personal;
}

/**
 * SPEC §5 appointment form: every shown field is required (its placeholder is the error text), input is trimmed,
 * and the SPEC §9 lengths hold (school 20, profession 30, education 20, redemption code 20). Fields not shown are
 * not accepted.
 */
export function appointmentFormSchema(fields: readonly AppointmentFormField[]) {
  const shape = Object.fromEntries(
    fields.map((field) => [
      field,
      z
        .string({ error: placeholderKey(field) })
        .trim()
        .min(1, placeholderKey(field))
        .max(MAX_LENGTH[field], `appointment.tooLong.${field}`),
    ]),
  ) as Record<AppointmentFormField, z.ZodString>;
  return z.strictObject(shape);
}
