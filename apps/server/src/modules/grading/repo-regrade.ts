import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { PERSON_GRADED_TYPES } from '../../db/answered';
import type { DbOrTx } from '../../db/client';
import { joinedOn, matching } from '../../db/matching';
import { answers, examResults, papers, subjects } from '../../db/schema';

// A key change of an objective subject (the audited regrade): the subject, its new key, the attempts that answered it.

/** A subject on one of the exam's papers (any version), with what checking a new key needs. */
export async function findSubjectOfExam(db: DbOrTx, schoolId: string, examId: number, subjectId: number) {
  const [row] = await db
    .select({
      id: subjects.id,
      key: subjects.key,
      paperId: subjects.paperId,
      subjectType: subjects.subjectType,
      options: subjects.options,
      correctAnswer: subjects.correctAnswer,
    })
    .from(subjects)
    .innerJoin(papers, joinedOn(subjects.paperId, papers.id))
    .where(and(matching(papers, { schoolId, examId }), eq(subjects.id, subjectId)));
  return row;
}

/** The exam's objective subjects on every paper (versions included), in paper and question order. */
export function findObjectiveSubjects(db: DbOrTx, schoolId: string, examId: number) {
  return db
    .select({
      subjectId: subjects.id,
      key: subjects.key,
      subjectType: subjects.subjectType,
      title: subjects.subjectTitle,
      contentType: subjects.subjectTitleContentType,
      options: subjects.options,
      correctAnswer: subjects.correctAnswer,
      score: subjects.score,
      paperName: papers.name,
      isSuperseded: sql<boolean>`${papers.supersededAt} is not null`,
    })
    .from(subjects)
    .innerJoin(papers, joinedOn(subjects.paperId, papers.id))
    .where(and(matching(papers, { schoolId, examId }), notInArray(subjects.subjectType, PERSON_GRADED_TYPES)))
    .orderBy(asc(papers.id), asc(subjects.position));
}

/** Sets the subject's correct answer in place: the one change to a paper with attempts (decision 0038). */
export async function setCorrectAnswer(
  tx: DbOrTx,
  schoolId: string,
  subjectId: number,
  correctAnswer: unknown,
) {
  await tx
    .update(subjects)
    .set({ correctAnswer })
    .where(matching(subjects, { schoolId, id: subjectId }));
}

/** The handed-in attempts with an answer to the subject (the regrade locks them before it grades them again). */
export async function findAttemptsAnswering(db: DbOrTx, schoolId: string, subjectId: number) {
  const rows = await db
    .select({ id: examResults.id })
    .from(examResults)
    .innerJoin(answers, joinedOn(answers.examResultId, examResults.id))
    .where(
      and(
        eq(examResults.schoolId, schoolId),
        ne(examResults.status, 'in_progress'),
        eq(answers.subjectId, subjectId),
      ),
    );
  return rows.map((row) => ({ schoolId, examResultId: row.id }));
}
