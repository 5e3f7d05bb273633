import { z } from 'zod';
import { rowId } from '../ids';

/** The longest complaint text a candidate may send: a page of writing, far below any body limit. */
export const COMPLAINT_TEXT_MAX = 2_000;
export const COMPLAINT_CONTACT_MAX = 100;

/**
 * What the complaint page sends (SPEC §2 complaint entry; §3 complaint report info): the exam it is about, when it
 * came from an exam page, the page's title and address as the entry stored them, and the candidate's own words.
 */
export const complaintBodySchema = z.strictObject({
  examId: rowId().optional(),
  contentTitle: z.string().trim().max(200).default(''),
  contentURL: z.string().trim().max(2_000).default(''),
  text: z
    .string()
    .trim()
    .min(1, 'describe what happened')
    .max(COMPLAINT_TEXT_MAX, `at most ${COMPLAINT_TEXT_MAX} characters`),
  contact: z.string().trim().max(COMPLAINT_CONTACT_MAX).default(''),
});

export type ComplaintBody = z.infer<typeof complaintBodySchema>;

export const COMPLAINT_STATUSES = ['open', 'answered'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
