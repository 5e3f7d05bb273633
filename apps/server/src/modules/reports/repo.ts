import { and, asc, desc, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { joinedOn, matching, oneOf } from '../../db/matching';
import {
  answers,
  examResults,
  exams,
  knowledgePoints,
  openCandidates,
  papers,
  sessions,
  subjectKnowledgePoints,
  subjects,
  users,
} from '../../db/schema';

/** The exam fields the reports read (deleted exams left out). */
export async function findReportExam(db: DbOrTx, schoolId: string, examId: number) {
  const [exam] = await db
    .select({
      id: exams.id,
      key: exams.key,
      examName: exams.examName,
      paperScore: exams.paperScore,
      timezoneHours: exams.timezoneHours,
      examResultFlag: exams.examResultFlag,
      resultReleaseAt: exams.resultReleaseAt,
    })
    .from(exams)
    .where(and(matching(exams, { schoolId, id: examId }), isNull(exams.deletedAt)));
  return exam;
}

export interface ResultFilter {
  sessionId?: number | undefined;
  status?: string | undefined;
  passed?: boolean | undefined;
  q?: string | undefined;
  /** Every attempt; else each candidate's newest one. */
  all: boolean;
}

/** The newest attempt of each candidate (a user, or an open-link visitor) on the exam, previews left out. */
const newestPerCandidate = (schoolId: string, examId: number) => sql`${examResults.id} in (
  select distinct on (coalesce(r.user_id, -r.open_candidate_id)) r.id from exam_results r
  where r.school_id = ${schoolId} and r.exam_id = ${examId} and not r.is_preview
  order by coalesce(r.user_id, -r.open_candidate_id), r.start_answer_time desc, r.id desc)`;

function resultConditions(schoolId: string, examId: number, filter: ResultFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    matching(examResults, { schoolId, examId, isPreview: false }),
    filter.all ? undefined : newestPerCandidate(schoolId, examId),
    filter.sessionId === undefined ? undefined : eq(examResults.sessionId, filter.sessionId),
    filter.status === undefined ? undefined : sql`${examResults.status} = ${filter.status}`,
    filter.passed === undefined ? undefined : eq(examResults.isPassed, filter.passed),
  ];
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.userName, like),
        ilike(users.realName, like),
        ilike(users.userCode, like),
        ilike(openCandidates.name, like),
        ilike(openCandidates.identifyCode, like),
      ),
    );
  }
  return and(...conditions);
}

const resultColumns = {
  examResultId: examResults.id,
  userId: examResults.userId,
  openCandidateId: examResults.openCandidateId,
  realName: users.realName,
  openName: openCandidates.name,
  userName: users.userName,
  userCode: users.userCode,
  identifyCode: openCandidates.identifyCode,
  sessionName: sessions.sessionName,
  status: examResults.status,
  isScoring: examResults.isScoring,
  score: examResults.score,
  isPassed: examResults.isPassed,
  startAnswerTime: examResults.startAnswerTime,
  submittedAt: examResults.submittedAt,
  handInReason: examResults.handInReason,
  switchScreenTimes: examResults.switchScreenTimes,
};

function joinedResults(db: DbOrTx, schoolId: string, examId: number, filter: ResultFilter, extra?: SQL) {
  return db
    .select(resultColumns)
    .from(examResults)
    .leftJoin(users, joinedOn(users.id, examResults.userId))
    .leftJoin(openCandidates, joinedOn(openCandidates.id, examResults.openCandidateId))
    .leftJoin(sessions, joinedOn(sessions.id, examResults.sessionId))
    .where(and(resultConditions(schoolId, examId, filter), extra));
}

export type ResultRecord = Awaited<ReturnType<typeof findResultPage>>[number];

/** One page of the results, newest start first. */
export function findResultPage(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  filter: ResultFilter,
  page: { offset: number; limit: number },
) {
  return joinedResults(db, schoolId, examId, filter)
    .orderBy(desc(examResults.startAnswerTime), desc(examResults.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Every filtered result's outcome (no names): what the summary is taken over. */
export function findResultOutcomes(db: DbOrTx, schoolId: string, examId: number, filter: ResultFilter) {
  return db
    .select({
      status: examResults.status,
      isScoring: examResults.isScoring,
      score: examResults.score,
      isPassed: examResults.isPassed,
    })
    .from(examResults)
    .leftJoin(users, joinedOn(users.id, examResults.userId))
    .leftJoin(openCandidates, joinedOn(openCandidates.id, examResults.openCandidateId))
    .where(resultConditions(schoolId, examId, filter));
}

/** The export's rows after `afterId` in id order (keyset paging: the export never holds the whole list). */
export function findResultsAfter(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  filter: ResultFilter,
  afterId: number,
  limit: number,
) {
  return joinedResults(db, schoolId, examId, filter, gt(examResults.id, afterId))
    .orderBy(asc(examResults.id))
    .limit(limit);
}

const answerColumns = {
  examResultId: answers.examResultId,
  subjectId: answers.subjectId,
  answer: answers.answer,
  score: answers.score,
  isCorrect: answers.isCorrect,
};

/** The answers of some attempts (the export's answer columns for one page). */
export function findAnswersOf(db: DbOrTx, schoolId: string, examResultIds: number[]) {
  return db
    .select(answerColumns)
    .from(answers)
    .where(matching(answers, { schoolId, examResultId: oneOf(examResultIds) }));
}

/** Every subject of every paper version of the exam, in paper order. */
export function findExamSubjects(db: DbOrTx, schoolId: string, examId: number) {
  return db
    .select({
      id: subjects.id,
      key: subjects.key,
      paperId: subjects.paperId,
      position: subjects.position,
      subjectType: subjects.subjectType,
      subjectTitle: subjects.subjectTitle,
      options: subjects.options,
      score: subjects.score,
    })
    .from(subjects)
    .innerJoin(papers, joinedOn(papers.id, subjects.paperId))
    .where(matching(papers, { schoolId, examId }))
    .orderBy(asc(papers.id), asc(subjects.position));
}

/** The answers of the exam's graded attempts (previews left out), with each attempt's total. */
export function findGradedAnswers(db: DbOrTx, schoolId: string, examId: number) {
  return db
    .select(answerColumns)
    .from(answers)
    .innerJoin(examResults, joinedOn(examResults.id, answers.examResultId))
    .where(
      and(
        matching(examResults, { schoolId, examId, isPreview: false, status: 'graded', isScoring: 0 }),
        eq(answers.schoolId, schoolId),
      ),
    );
}

/** The exam's graded attempts: their paper and total. */
export function findGradedAttempts(db: DbOrTx, schoolId: string, examId: number) {
  return db
    .select({ id: examResults.id, paperId: examResults.paperId, score: examResults.score })
    .from(examResults)
    .where(matching(examResults, { schoolId, examId, isPreview: false, status: 'graded', isScoring: 0 }));
}

/** The knowledge points the subjects are tagged with, named. */
export function findKnowledgeTags(db: DbOrTx, schoolId: string, subjectIds: number[]) {
  return db
    .select({
      subjectId: subjectKnowledgePoints.subjectId,
      id: knowledgePoints.id,
      key: knowledgePoints.key,
      name: knowledgePoints.name,
    })
    .from(subjectKnowledgePoints)
    .innerJoin(knowledgePoints, joinedOn(knowledgePoints.id, subjectKnowledgePoints.knowledgePointId))
    .where(matching(subjectKnowledgePoints, { schoolId, subjectId: oneOf(subjectIds) }));
}

/** Sets the exam's announcement flag and release time. */
export async function setResultRelease(
  tx: DbOrTx,
  schoolId: string,
  examId: number,
  release: { examResultFlag: number; resultReleaseAt: Date | null },
) {
  await tx
    .update(exams)
    .set(release)
    .where(matching(exams, { schoolId, id: examId }));
}
