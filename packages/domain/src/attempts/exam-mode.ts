export type ExamMode = 'preview' | 'switchPaper' | 'resume' | 'start';

/**
 * SPEC §4 Exam modes, decided by the parameter that starts an exam: type 2 is preview, a switch-paper flag switches
 * paper, an existing result id resumes with answer details, otherwise a new attempt starts.
 */
export function examModeOf(input: {
  type?: number | null | undefined;
  isSwitchPaper?: boolean | null | undefined;
  examResultId?: number | null | undefined;
}): ExamMode {
  if (input.type === 2) return 'preview';
  if (input.isSwitchPaper) return 'switchPaper';
  if (input.examResultId) return 'resume';
  return 'start';
}
