import { COMPLAINT_STATUSES } from '@iexam/domain/complaints';
import { rowIdParam } from '@iexam/domain/ids';
import { z } from 'zod';

export const complaintSchema = z.object({
  complaintId: z.number(),
  examId: z.number().nullable(),
  contentTitle: z.string(),
  contentURL: z.string(),
  text: z.string(),
  contact: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  submittedAt: z.iso.datetime(),
});

export const staffComplaintSchema = complaintSchema.extend({ userName: z.string(), realName: z.string() });

export const staffComplaintQuerySchema = z.object({
  examId: rowIdParam().optional(),
  status: z.enum(COMPLAINT_STATUSES).optional(),
});
