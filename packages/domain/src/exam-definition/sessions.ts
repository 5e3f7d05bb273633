import { z } from 'zod';
import { instantSchema, keyListSchema, keySchema, nameSchema, openCommonCodeSchema } from './primitives';

/** SPEC §3 Session, with its appointment windows; sessionStatus is computed from the times, not stored. */
export function sessionSchema(now: Date) {
  const instant = instantSchema(now);
  return z.strictObject({
    key: keySchema,
    sessionName: nameSchema,
    sessionCode: z.string().default('').describe("The reservation session list's filter"),
    locationCode: z.string().max(40).default('').describe('Exam site code, for the reservation list filter'),
    locationName: z.string().max(100).default('').describe('Exam site name shown to candidates'),
    beginTime: instant,
    endTime: instant,
    settingTime: z.number().int().positive().optional().describe("Answer minutes; the exam's when absent"),
    capacity: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('Places for appointments; unlimited when absent. Set once: bookings take places afterwards'),
    appointmentOpenBeginTime: instant.optional(),
    appointmentOpenEndTime: instant.optional(),
    cancelAppointmentBeginTime: instant.optional(),
    cancelAppointmentEndTime: instant.optional(),
    openCommonCode: openCommonCodeSchema.describe(
      'A shared code for this session: visitors who give it get an identifyCode for it',
    ),
    groups: keyListSchema.describe('Invited groups, for exams private by session (isPublic 2)'),
  });
}
