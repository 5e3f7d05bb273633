import { roleNeedsAssignment } from '@iexam/domain/staff';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { gradableBy } from '../../access/gradable-attempts';
import type { Staff } from '../../access/who';
import { isAnsweredSql, PERSON_GRADED_TYPES } from '../../db/answered';
import type { DbOrTx } from '../../db/client';
import { joinedOn, matching, oneOf } from '../../db/matching';
import {
  answers,
  examResults,
  exams,
  judgeRuns,
  openCandidates,
  papers,
  staffAssignments,
  subjects,
  users,
} from '../../db/schema';

// The grading console's reads: essays and programs of handed-in attempts, counted or listed in one statement each.

const isAnswered = isAnsweredSql(answers.answer);
const toGrade = sql<number>`(count(*) filter (where ${isAnswered} and ${answers.gradedAt} is null))::int`;
const graded = sql<number>`(count(*) filter (where ${answers.gradedAt} is not null))::int`;

/** Answers to essays and programs of handed-in, real attempts the staff member may grade. */
function personGradedAnswers(staff: Staff, extra?: SQL) {
  return and(
    gradableBy(staff),
    ne(examResults.status, 'in_progress'),
    eq(examResults.isPreview, false),
    inArray(subjects.subjectType, PERSON_GRADED_TYPES),
    extra,
  );
}

/**
 * The exams a staff member grades with their counts: an exam admin, every exam of the school that has an essay or a
 * program; a grader, the exams they are assigned to.
 */
export async function findExamsToGrade(db: DbOrTx, staff: Staff) {
  const counts = db
    .select({ examId: examResults.examId, toGrade: toGrade.as('to_grade'), graded: graded.as('graded') })
    .from(answers)
    .innerJoin(examResults, joinedOn(answers.examResultId, examResults.id))
    .innerJoin(subjects, joinedOn(answers.subjectId, subjects.id))
    .where(personGradedAnswers(staff))
    .groupBy(examResults.examId)
    .as('counts');
  const hasManualSubject = sql`exists (select 1 from ${papers} inner join ${subjects} on ${joinedOn(
    subjects.paperId,
    papers.id,
  )} where ${and(
    eq(papers.schoolId, exams.schoolId),
    eq(papers.examId, exams.id),
    inArray(subjects.subjectType, PERSON_GRADED_TYPES),
  )})`;
  const isAssigned = sql`exists (select 1 from ${staffAssignments} where ${and(
    eq(staffAssignments.schoolId, exams.schoolId),
    eq(staffAssignments.examId, exams.id),
    eq(staffAssignments.userId, staff.userId),
  )})`;
  return db
    .select({
      examId: exams.id,
      examName: exams.examName,
      toGrade: sql<number>`coalesce(${counts.toGrade}, 0)`.mapWith(Number),
      graded: sql<number>`coalesce(${counts.graded}, 0)`.mapWith(Number),
    })
    .from(exams)
    .leftJoin(counts, eq(counts.examId, exams.id))
    .where(
      and(
        eq(exams.schoolId, staff.schoolId),
        isNull(exams.deletedAt),
        roleNeedsAssignment(staff.role) ? isAssigned : hasManualSubject,
      ),
    )
    .orderBy(asc(exams.id));
}

/** The exam's essays and programs on every paper (paper versions included), newest paper first within a key. */
export function findPersonGradedSubjects(db: DbOrTx, schoolId: string, examId: number) {
  return db
    .select({
      id: subjects.id,
      key: subjects.key,
      subjectType: subjects.subjectType,
      subjectTitle: subjects.subjectTitle,
      subjectTitleContentType: subjects.subjectTitleContentType,
      score: subjects.score,
      correctAnswer: subjects.correctAnswer,
      isSuperseded: sql<boolean>`${papers.supersededAt} is not null`,
    })
    .from(subjects)
    .innerJoin(papers, joinedOn(subjects.paperId, papers.id))
    .where(and(matching(papers, { schoolId, examId }), inArray(subjects.subjectType, PERSON_GRADED_TYPES)))
    .orderBy(asc(subjects.key), desc(papers.supersededAt), desc(subjects.id));
}

/** Per subject and grader: how many answers are graded and waiting (gradedByUserId null: waiting, or the judge). */
export function countAnswersByGrader(db: DbOrTx, staff: Staff, subjectIds: number[]) {
  return db
    .select({
      subjectId: answers.subjectId,
      gradedByUserId: answers.gradedByUserId,
      graderName: users.realName,
      graderUserName: users.userName,
      toGrade,
      graded,
    })
    .from(answers)
    .innerJoin(examResults, joinedOn(answers.examResultId, examResults.id))
    .innerJoin(subjects, joinedOn(answers.subjectId, subjects.id))
    .leftJoin(users, and(eq(users.schoolId, answers.schoolId), eq(users.id, answers.gradedByUserId)))
    .where(personGradedAnswers(staff, matching(answers, { subjectId: oneOf(subjectIds) })))
    .groupBy(answers.subjectId, answers.gradedByUserId, users.realName, users.userName);
}

/**
 * Every answer to the subjects (one question's paper versions) the staff member may grade, in attempt order (the
 * order anonymous labels count in), with the candidate, the grader and the judge's run.
 */
export function findAnswersToSubjects(db: DbOrTx, staff: Staff, subjectIds: number[]) {
  const grader = sql<
    string | null
  >`(select coalesce(nullif(${users.realName}, ''), ${users.userName}) from ${users}
    where ${users.schoolId} = ${answers.schoolId} and ${users.id} = ${answers.gradedByUserId})`;
  return db
    .select({
      examResultId: answers.examResultId,
      subjectId: answers.subjectId,
      answer: answers.answer,
      isAnswered,
      score: answers.score,
      comment: answers.graderComment,
      gradedByUserId: answers.gradedByUserId,
      graderName: grader,
      gradedAt: answers.gradedAt,
      userName: users.userName,
      realName: users.realName,
      visitorName: openCandidates.name,
      judgeState: judgeRuns.state,
      judgeLanguage: judgeRuns.language,
      caseResults: judgeRuns.caseResults,
    })
    .from(answers)
    .innerJoin(examResults, joinedOn(answers.examResultId, examResults.id))
    .innerJoin(subjects, joinedOn(answers.subjectId, subjects.id))
    .leftJoin(users, and(eq(users.schoolId, examResults.schoolId), eq(users.id, examResults.userId)))
    .leftJoin(
      openCandidates,
      and(
        eq(openCandidates.schoolId, examResults.schoolId),
        eq(openCandidates.id, examResults.openCandidateId),
      ),
    )
    .leftJoin(
      judgeRuns,
      and(
        eq(judgeRuns.schoolId, answers.schoolId),
        eq(judgeRuns.examResultId, answers.examResultId),
        eq(judgeRuns.subjectId, answers.subjectId),
      ),
    )
    .where(personGradedAnswers(staff, matching(answers, { subjectId: oneOf(subjectIds) })))
    .orderBy(asc(answers.examResultId), asc(answers.subjectId));
}
