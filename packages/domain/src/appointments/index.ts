export {
  APPOINTMENT_FORM_FIELDS,
  type AppointmentFormField,
  appointmentFormFields,
  appointmentFormSchema,
  placeholderKey,
} from './appointment-form.schema';
export {
  APPOINTMENT_STATES,
  type AppointmentState,
  appointmentStateAt,
  type CancelDecision,
  canCancelAppointment,
  type SessionBookingFacts,
} from './appointment-window';
