import { AppError } from '@iexam/domain/errors';
import { summarizeResults } from '@iexam/domain/results';
import { requireAccess } from '../../../access/require-access';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import {
  findReportExam,
  findResultOutcomes,
  findResultPage,
  type ResultFilter,
  type ResultRecord,
} from '../repo';

/** The exam a report is about, once the staff member may manage it. */
export async function requireReportExam(db: Db, staff: Staff, examId: number, now: Date) {
  await requireAccess(db, staff, { exam: examId, duty: 'manage' }, now);
  const exam = await findReportExam(db, staff.schoolId, examId);
  if (!exam) throw new AppError('NOT_FOUND');
  return exam;
}

/** A result row as the console shows it: the candidate's name whether a user or an open-link visitor. */
export function presentResult(row: ResultRecord) {
  return {
    examResultId: row.examResultId,
    userId: row.userId,
    openCandidateId: row.openCandidateId,
    name: row.realName ?? row.openName ?? '',
    userName: row.userName ?? row.identifyCode ?? '',
    userCode: row.userCode ?? '',
    sessionName: row.sessionName,
    status: row.status,
    score: row.score,
    isPassed: row.isPassed,
    startAnswerTime: row.startAnswerTime.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    handInReason: row.handInReason,
    switchScreenTimes: row.switchScreenTimes,
  };
}

/**
 * The console's results table (issue 21): a page of the filtered results, and the summary over all of them (the
 * cards and the histogram read the whole filter, not the page).
 */
export async function listResults(
  db: Db,
  staff: Staff,
  examId: number,
  input: { filter: ResultFilter; page: number; pageSize: number },
  now: Date,
) {
  const exam = await requireReportExam(db, staff, examId, now);
  const [outcomes, rows] = await Promise.all([
    findResultOutcomes(db, staff.schoolId, examId, input.filter),
    findResultPage(db, staff.schoolId, examId, input.filter, {
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    }),
  ]);
  return {
    exam: {
      examId: exam.id,
      examName: exam.examName,
      paperScore: exam.paperScore,
      examResultFlag: exam.examResultFlag,
      resultReleaseAt: exam.resultReleaseAt?.toISOString() ?? null,
    },
    total: outcomes.length,
    rows: rows.map(presentResult),
    summary: summarizeResults(outcomes, exam.paperScore),
  };
}
