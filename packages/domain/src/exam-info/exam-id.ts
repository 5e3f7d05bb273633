export type ExamIdParam =
  | { ok: true; examId: number; isPreview: boolean }
  | { ok: false; reason: 'EXAM_ID_MISSING' | 'EXAM_ID_NOT_NUMBER' };

const EXAM_ID_PATTERN = /^([1-9][0-9]{0,14})(\/2)?$/;

/**
 * SPEC §5: examId must be present (else the exam id tip, then the window closes after 2 s) and a positive integer
 * (else the exam id number tip), optionally followed by "/2", which means preview (SPEC §2).
 */
export function parseExamIdParam(raw: string | null | undefined): ExamIdParam {
  const value = raw?.trim() ?? '';
  if (value === '') return { ok: false, reason: 'EXAM_ID_MISSING' };
  const match = EXAM_ID_PATTERN.exec(value);
  if (!match) return { ok: false, reason: 'EXAM_ID_NOT_NUMBER' };
  return { ok: true, examId: Number(match[1]), isPreview: match[2] !== undefined };
}

/** SPEC §5: after the missing-examId tip the window closes after this many milliseconds. */
export const EXAM_ID_CLOSE_DELAY_MS = 2000;
