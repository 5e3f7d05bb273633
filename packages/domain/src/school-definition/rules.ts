import { AUTH_CODE_LENGTH } from '../constants';
import type { ErrorIssue } from '../errors/app-error';
import { examSchema } from './exams';

/**
 * Rules between fields (times in order, settings that need their companion field). Each exam whose own shape is
 * right is checked, whatever is wrong elsewhere in the file, so these come in the same report as shape problems.
 */
export function findRuleIssues(input: unknown, now: Date): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  const rawExams = (input as { exams?: unknown } | null)?.exams;
  const schema = examSchema(now);
  (Array.isArray(rawExams) ? rawExams : []).forEach((rawExam, e) => {
    const parsed = schema.safeParse(rawExam);
    if (!parsed.success) return;
    const exam = parsed.data;
    const at = `exams[${e}]`;
    if (exam.beginTime && exam.endTime && exam.beginTime >= exam.endTime)
      issues.push({ path: `${at}.endTime`, message: 'must be after beginTime' });
    if (exam.organizeForm === 2 && exam.sessions.length === 0)
      issues.push({
        path: `${at}.sessions`,
        message: 'organizeForm 2 (multiple sessions) needs at least one session',
      });
    if (exam.authCodeFlag === 1 && exam.authCode?.length !== AUTH_CODE_LENGTH)
      issues.push({
        path: `${at}.authCode`,
        message: `authCodeFlag 1 needs an authCode of exactly ${AUTH_CODE_LENGTH} characters`,
      });
    if (exam.papers.length === 0 && exam.attempts.length > 0)
      issues.push({ path: `${at}.papers`, message: 'attempts need a paper' });
    exam.sessions.forEach((session, s) => {
      if (session.beginTime >= session.endTime)
        issues.push({ path: `${at}.sessions[${s}].endTime`, message: 'must be after beginTime' });
      if (
        session.appointmentOpenBeginTime &&
        session.appointmentOpenEndTime &&
        session.appointmentOpenBeginTime >= session.appointmentOpenEndTime
      )
        issues.push({
          path: `${at}.sessions[${s}].appointmentOpenEndTime`,
          message: 'must be after appointmentOpenBeginTime',
        });
      if (
        session.cancelAppointmentBeginTime &&
        session.cancelAppointmentEndTime &&
        session.cancelAppointmentBeginTime >= session.cancelAppointmentEndTime
      )
        issues.push({
          path: `${at}.sessions[${s}].cancelAppointmentEndTime`,
          message: 'must be after cancelAppointmentBeginTime',
        });
    });
    exam.attempts.forEach((attempt, i) => {
      if (attempt.submittedAt < attempt.startAnswerTime)
        issues.push({
          path: `${at}.attempts[${i}].submittedAt`,
          message: 'must not be before startAnswerTime',
        });
    });
  });
  return issues;
}
