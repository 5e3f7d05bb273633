import { AppError } from '@iexam/domain/errors';
import { roleMayDo } from '@iexam/domain/staff';
import { requireAccess } from '../../../access/require-access';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { findAnswersToSubjects } from '../repo';
import { questionsOfExam } from './list-exam-questions';

export type AnswerStatusFilter = 'ungraded' | 'graded' | 'all';

type AnswerRow = Awaited<ReturnType<typeof findAnswersToSubjects>>[number];

/**
 * The judge's run beside a program: every case's verdict, CPU time and peak memory (null on a result stored before
 * memory was measured), how many passed; null when the judge has no run.
 */
function judgeOf(row: AnswerRow) {
  if (row.judgeState === null) return null;
  const cases = (row.caseResults ?? []).map((one) => ({ ...one, memoryKb: one.memoryKb ?? null }));
  return {
    state: row.judgeState,
    language: row.judgeLanguage,
    cases,
    passed: cases.filter((one) => one.verdict === 'passed').length,
    total: cases.length,
  };
}

function isShown(row: AnswerRow, status: AnswerStatusFilter) {
  if (status === 'graded') return row.gradedAt !== null;
  if (status === 'ungraded') return row.gradedAt === null;
  return true;
}

/**
 * The answers to one question (all its paper versions) across candidates, for grading one question at a time.
 * Anonymous by default: each candidate is "#n", n counting the answers in attempt order (stable while grading, and
 * not the name's order). Names only for exam admins (a grader asking is FORBIDDEN). Empty answers are left out: they
 * score 0 without a person. The essay or program is the candidate's text, sent as text (DESIGN §5: shown escaped).
 */
export async function listQuestionAnswers(
  db: Db,
  staff: Staff,
  input: { examId: number; subjectId: number; status: AnswerStatusFilter; anonymous: boolean },
  now: Date,
) {
  const scope = await requireAccess(db, staff, { exam: input.examId, duty: 'grade' }, now);
  if (!input.anonymous && !roleMayDo(staff.role, 'manage'))
    throw new AppError('FORBIDDEN', { message: 'only exam admins may see candidates by name' });
  const questions = await questionsOfExam(db, staff.schoolId, scope.examId);
  const versions = questions.find((rows) => rows.some((row) => row.id === input.subjectId));
  if (!versions) throw new AppError('NOT_FOUND');
  const rows = await findAnswersToSubjects(
    db,
    staff,
    versions.map((row) => row.id),
  );
  return rows
    .filter((row) => row.isAnswered || row.gradedAt !== null)
    .map((row, index) => ({ row, label: `#${index + 1}` }))
    .filter(({ row }) => isShown(row, input.status))
    .map(({ row, label }) => ({
      examResultId: row.examResultId,
      subjectId: row.subjectId,
      candidateLabel: label,
      candidate: input.anonymous
        ? null
        : { name: row.realName || row.visitorName || '', userName: row.userName ?? null },
      answer: row.answer,
      score: row.gradedAt ? row.score : null,
      comment: row.comment,
      gradedBy:
        row.gradedAt && row.gradedByUserId !== null
          ? { userId: row.gradedByUserId, name: row.graderName ?? '' }
          : null,
      gradedAt: row.gradedAt?.toISOString() ?? null,
      judge: judgeOf(row),
    }));
}
