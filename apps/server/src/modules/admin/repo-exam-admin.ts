import { and, count, desc, eq, ilike, isNull, not, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { joinedOn, matching, oneOf } from '../../db/matching';
import { examResults, exams, papers, sessions, subjects } from '../../db/schema';

/** Whether the school has an exam with this key (deleted ones too: the key stays taken). */
export async function examKeyExists(db: DbOrTx, schoolId: string, key: string) {
  const [row] = await db
    .select({ id: exams.id })
    .from(exams)
    .where(matching(exams, { schoolId, key }))
    .limit(1);
  return row !== undefined;
}

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function findExamList(db: DbOrTx, schoolId: string, filter: { search?: string; examStatus?: number }) {
  const conditions: (SQL | undefined)[] = [matching(exams, { schoolId }), isNull(exams.deletedAt)];
  if (filter.search)
    conditions.push(
      or(ilike(exams.examName, likePattern(filter.search)), ilike(exams.key, likePattern(filter.search))),
    );
  if (filter.examStatus !== undefined) conditions.push(eq(exams.examStatus, filter.examStatus));
  return db
    .select({
      examId: exams.id,
      key: exams.key,
      examName: exams.examName,
      examStatus: exams.examStatus,
      beginTime: exams.beginTime,
      endTime: exams.endTime,
      organizeForm: exams.organizeForm,
    })
    .from(exams)
    .where(and(...conditions))
    .orderBy(desc(exams.id));
}

/** Per exam of `examIds`: sessions, current papers, their subjects and the candidates' attempts. */
export async function findExamCounts(db: DbOrTx, schoolId: string, examIds: number[]) {
  const inExams = oneOf(examIds);
  const [sessionCounts, paperCounts, subjectCounts, attemptCounts] = await Promise.all([
    db
      .select({ examId: sessions.examId, n: count() })
      .from(sessions)
      .where(matching(sessions, { schoolId, examId: inExams }))
      .groupBy(sessions.examId),
    db
      .select({ examId: papers.examId, n: count() })
      .from(papers)
      .where(matching(papers, { schoolId, examId: inExams, supersededAt: null }))
      .groupBy(papers.examId),
    db
      .select({ examId: papers.examId, n: count() })
      .from(subjects)
      .innerJoin(papers, joinedOn(papers.id, subjects.paperId))
      .where(matching(papers, { schoolId, examId: inExams, supersededAt: null }))
      .groupBy(papers.examId),
    db
      .select({ examId: examResults.examId, n: count() })
      .from(examResults)
      .where(matching(examResults, { schoolId, examId: inExams, isPreview: false }))
      .groupBy(examResults.examId),
  ]);
  const lookup = (rows: { examId: number; n: number }[]) => {
    const map = new Map(rows.map((row) => [row.examId, Number(row.n)]));
    return (examId: number) => map.get(examId) ?? 0;
  };
  return {
    sessions: lookup(sessionCounts),
    papers: lookup(paperCounts),
    subjects: lookup(subjectCounts),
    attempts: lookup(attemptCounts),
  };
}

export async function examHasAttempts(db: DbOrTx, schoolId: string, examId: number) {
  const [row] = await db
    .select({ id: examResults.id })
    .from(examResults)
    .where(matching(examResults, { schoolId, examId, isPreview: false }))
    .limit(1);
  return row !== undefined;
}

/** Every paper of the exam, superseded ones too, with whether any attempt (a preview too) was made on it. */
export async function findPapersWithUse(db: DbOrTx, schoolId: string, examId: number) {
  const rows = await db
    .select({ id: papers.id, key: papers.key, supersededAt: papers.supersededAt })
    .from(papers)
    .where(matching(papers, { schoolId, examId }));
  const used = await db
    .selectDistinct({ paperId: examResults.paperId })
    .from(examResults)
    .where(matching(examResults, { schoolId, examId }));
  const usedIds = new Set(used.map((row) => row.paperId));
  return rows.map((row) => ({ ...row, hasAttempts: usedIds.has(row.id) }));
}

/** The old version of a paper keeps its rows for its attempts under a new key; no new attempt starts on it. */
export async function supersedePaper(db: DbOrTx, schoolId: string, paperId: number, key: string, now: Date) {
  await db
    .update(papers)
    .set({ key, supersededAt: now })
    .where(matching(papers, { schoolId, id: paperId }));
}

export async function deletePaper(db: DbOrTx, schoolId: string, paperId: number) {
  await db.delete(papers).where(matching(papers, { schoolId, id: paperId }));
}

/** Subjects taken out of a paper nobody has attempted (their cases and tags go with them). */
export async function deleteSubjectsOtherThan(db: DbOrTx, schoolId: string, paperId: number, keys: string[]) {
  await db
    .delete(subjects)
    .where(
      and(matching(subjects, { schoolId, paperId }), not(matching(subjects, { schoolId, key: oneOf(keys) }))),
    );
}

export async function setExamStatus(db: DbOrTx, schoolId: string, examId: number, examStatus: number) {
  await db
    .update(exams)
    .set({ examStatus })
    .where(matching(exams, { schoolId, id: examId }));
}
