import { checkAttemptLimit, type ExamRule } from './attempt-limit';

/** Whose first attempts can be made ready before a session opens (DESIGN §5 start burst). */
export type PreparedCandidates = 'booked' | 'session-groups' | 'exam-groups';

/**
 * The candidates an exam names in advance: the booked ones for an appointment exam (SPEC §3 examAppointment), the
 * members of the session's groups (isPublic 2) or of the exam's groups (isPublic 0). A public exam (isPublic 1)
 * names nobody in advance: anybody of the school may come, so nothing is prepared for it.
 */
export function preparedCandidatesOf(exam: {
  isPublic: number;
  examAppointment: number;
}): PreparedCandidates | undefined {
  if (exam.examAppointment === 1) return 'booked';
  if (exam.isPublic === 2) return 'session-groups';
  if (exam.isPublic === 0) return 'exam-groups';
  return undefined;
}

/** Whether the exam's attempt limits let a candidate with no attempt at all start one (no rule of 0 attempts). */
export function allowsFirstAttempt(rules: readonly ExamRule[]): boolean {
  return checkAttemptLimit(rules.map((rule) => ({ ...rule, actualValue: 0 }))).allowed;
}
