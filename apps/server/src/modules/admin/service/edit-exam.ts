import { AppError } from '@iexam/domain/errors';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { bumpCacheVersion, clearProcessCache } from '../../../db/process-cache';
import { recordAudit } from '../audit';
import { examHasAttempts, examKeyExists, setExamStatus } from '../repo-exam-admin';
import { findExamRow } from '../repo-export';
import { checkExamBody, keyInBody } from './exam-input';
import { earlierVersionKeyIssues, keepAttemptedPapers } from './paper-versions';
import { readExamDefinition } from './read-exam-definition';
import { writeExam } from './write-exam';

export async function requireExam(db: Db, schoolId: string, examId: number) {
  const row = await findExamRow(db, schoolId, examId);
  if (!row) throw new AppError('NOT_FOUND', { message: 'no such exam in your school' });
  return row;
}

/** What the editor shows: the exam as its definition item, and whether candidates have attempted it. */
export async function readExamForEditor(db: Db, schoolId: string, examId: number) {
  await requireExam(db, schoolId, examId);
  const [exam, hasAttempts] = await Promise.all([
    readExamDefinition(db, schoolId, examId),
    examHasAttempts(db, schoolId, examId),
  ]);
  if (!exam) throw new AppError('NOT_FOUND', { message: 'no such exam in your school' });
  return { examId, exam, hasAttempts };
}

/** A new exam of the school, checked and written like an imported one; its key must be new in the school. */
export async function createExam(db: Db, staff: Staff, body: unknown, now: Date) {
  const key = keyInBody(body);
  const taken =
    key !== undefined && (await examKeyExists(db, staff.schoolId, key))
      ? [{ path: 'exam.key', message: `the school has an exam with the key '${key}'` }]
      : [];
  const checked = await checkExamBody(db, staff.schoolId, body, now, taken);
  const { examId } = await writeExam(db, staff, { ...checked, action: 'exam.create' });
  return { examId };
}

/** The exam as the body gives it; its key stays, and papers with attempts become new versions when changed. */
export async function updateExam(db: Db, staff: Staff, examId: number, body: unknown, now: Date) {
  const row = await requireExam(db, staff.schoolId, examId);
  const key = keyInBody(body);
  const issues = await earlierVersionKeyIssues(db, staff.schoolId, examId, body);
  if (key !== undefined && key !== row.key)
    issues.push({ path: 'exam.key', message: `the key of an exam cannot change (it is '${row.key}')` });
  const checked = await checkExamBody(db, staff.schoolId, body, now, issues);
  await writeExam(db, staff, { ...checked, action: 'exam.update' }, (tx) =>
    keepAttemptedPapers(tx, staff.schoolId, examId, checked.exam, now),
  );
  return readExamForEditor(db, staff.schoolId, examId);
}

async function freeCopyKey(db: Db, schoolId: string, key: string) {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${key}-copy` : `${key}-copy-${n}`;
    if (!(await examKeyExists(db, schoolId, candidate))) return candidate;
  }
}

/**
 * A new unpublished exam with the settings, sessions and papers of another. Open links, shared open codes,
 * redemption codes and attempts belong to the original's candidates: not copied.
 */
export async function copyExam(db: Db, staff: Staff, examId: number, now: Date) {
  const { exam } = await readExamForEditor(db, staff.schoolId, examId);
  const { openCommonCode: _code, ...settings } = exam as typeof exam & { openCommonCode?: string };
  const copy = {
    ...settings,
    key: await freeCopyKey(db, staff.schoolId, exam.key),
    examStatus: 0,
    openLinks: [],
    redemptionCodes: [],
    sessions: exam.sessions.map((session) => {
      const { openCommonCode: _sessionCode, ...rest } = session as typeof session & {
        openCommonCode?: string;
      };
      return rest;
    }),
  };
  const checked = await checkExamBody(db, staff.schoolId, copy, now);
  const written = await writeExam(db, staff, { ...checked, action: 'exam.copy' });
  return { examId: written.examId };
}

/** Shows (1) or hides (0) the exam to candidates. */
export async function setExamPublished(db: Db, staff: Staff, examId: number, isPublished: boolean) {
  const row = await requireExam(db, staff.schoolId, examId);
  const examStatus = isPublished ? 1 : 0;
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
