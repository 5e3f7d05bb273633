import { AppError } from '@iexam/domain/errors';
import { findPublishIssues } from '@iexam/domain/exam-definition';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { bumpCacheVersion, clearProcessCache } from '../../../db/process-cache';
import { recordAudit } from '../audit';
import { setExamStatus } from '../repo-exam-admin';
import {
  findCurrentPapers,
  findExamGroupKeys,
  findSessionGroupKeys,
  findSessionRows,
  findSubjectRows,
} from '../repo-export';
import { requireExam } from './read-exam';

type ExamRow = Awaited<ReturnType<typeof requireExam>>;

/** What a candidate needs of the exam, read as the export reads it (the papers new attempts are drawn from). */
async function readPublishFacts(db: Db, schoolId: string, exam: ExamRow) {
  const groups = await findExamGroupKeys(db, schoolId, exam.id);
  const sessionRows = await findSessionRows(db, schoolId, exam.id);
  const sessionGroups = await findSessionGroupKeys(
    db,
    schoolId,
    sessionRows.map((session) => session.id),
  );
  const papers = [];
  for (const paper of await findCurrentPapers(db, schoolId, exam.id)) {
    const subjects = await findSubjectRows(db, schoolId, paper.id);
    papers.push({ key: paper.key, subjectScores: subjects.map((subject) => subject.score) });
  }
  return {
    ...exam,
    groups,
    sessions: sessionRows.map((session) => ({
      ...session,
      groups: sessionGroups.filter((group) => group.sessionId === session.id).map((group) => group.key),
    })),
    papers,
  };
}

/**
 * Shows (1) or hides (0) the exam to candidates. Publishing first checks what a candidate needs to start it (issue
 * 40): an exam that lacks any of it is refused with EXAM_NOT_READY, each missing part an issue at its field, and
 * stays as it was. `isDryRun` checks and writes nothing (the console asks before its confirmation).
 */
export async function setExamPublished(
  db: Db,
  staff: Staff,
  examId: number,
  isPublished: boolean,
  now: Date,
  isDryRun = false,
) {
  const row = await requireExam(db, staff.schoolId, examId);
  if (isPublished) {
    const issues = findPublishIssues(await readPublishFacts(db, staff.schoolId, row), now);
    const [first] = issues;
    if (first)
      throw new AppError('EXAM_NOT_READY', {
        message: `${issues.length} missing before candidates can start, first: ${first.path}: ${first.message}`,
        field: first.path,
        issues,
      });
  }
  const examStatus = isPublished ? 1 : 0;
  if (isDryRun) return { examStatus };
  if (row.examStatus !== examStatus)
    await db.transaction(async (tx) => {
      await setExamStatus(tx, staff.schoolId, examId, examStatus);
      await bumpCacheVersion(tx);
      await recordAudit(tx, staff, {
        action: isPublished ? 'exam.publish' : 'exam.unpublish',
        target: `exam:${examId}`,
        detail: { key: row.key },
      });
    });
  clearProcessCache(db);
  return { examStatus };
}
