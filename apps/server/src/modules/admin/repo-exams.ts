import type { ExamDefinitionExam } from '@iexam/domain/exam-definition';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/matching';
import {
  accommodations,
  answers,
  appointments,
  examCourses,
  examGroups,
  examResults,
  examRules,
  exams,
  openCandidates,
  redemptionCodes,
  sessionGroups,
  sessions,
} from '../../db/schema';
import { type FieldChange, syncLinks, syncLinksOf, syncRow } from './sync-rows';

type Exam = ExamDefinitionExam;
type ExamFields = Omit<
  Exam,
  | 'examRuleList'
  | 'groups'
  | 'courses'
  | 'sessions'
  | 'accommodations'
  | 'redemptionCodes'
  | 'openLinks'
  | 'papers'
  | 'attempts'
> & { timezoneHours: number };
type SessionFields = Omit<Exam['sessions'][number], 'groups'>;
type OpenLinkFields = Omit<Exam['openLinks'][number], 'session' | 'isChecked'>;
const idOf = (result: Awaited<ReturnType<typeof syncRow>>) => ({
  outcome: result.outcome,
  id: result.row.id as number,
  changes: result.changes,
});

/** `only`: the fields the file states, the only ones an existing row gets (syncRow). */
export async function syncExam(db: DbOrTx, schoolId: string, exam: ExamFields, only?: ReadonlySet<string>) {
  const where = matching(exams, { schoolId, key: exam.key });
  return idOf(await syncRow(db, exams, where, { schoolId, ...exam }, {}, only));
}

export function setExamRules(db: DbOrTx, schoolId: string, examId: number, rules: Exam['examRuleList']) {
  return syncLinksOf(db, examRules, { schoolId, examId }, { ruleType: examRules.ruleType }, rules);
}

export function setExamGroups(db: DbOrTx, schoolId: string, examId: number, groupIds: number[]) {
  const rows = groupIds.map((groupId) => ({ groupId }));
  return syncLinksOf(db, examGroups, { schoolId, examId }, { groupId: examGroups.groupId }, rows);
}

/** Linked courses keep the file's order (position) for the learning-materials tab. */
export function setExamCourses(db: DbOrTx, schoolId: string, examId: number, courseIds: number[]) {
  const rows = courseIds.map((courseId, position) => ({ courseId, position }));
  return syncLinksOf(db, examCourses, { schoolId, examId }, { courseId: examCourses.courseId }, rows);
}

export function setAccommodations(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  rows: { userId: number; extraMinutes: number; timeMultiplier: number }[],
) {
  return syncLinksOf(db, accommodations, { schoolId, examId }, { userId: accommodations.userId }, rows);
}

/** Used codes are out of reach, listed in the file or not: they are the record of who redeemed them. */
export async function setUnusedRedemptionCodes(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  codes: string[],
) {
  const inThisExam = matching(redemptionCodes, { schoolId, examId });
  const used = await db
    .select({ code: redemptionCodes.code })
    .from(redemptionCodes)
    .where(and(inThisExam, isNotNull(redemptionCodes.usedByUserId)));
  const usedCodes = new Set(used.map((row) => row.code));
  const wanted = codes.filter((code) => !usedCodes.has(code)).map((code) => ({ schoolId, examId, code }));
  const scope = and(inThisExam, isNull(redemptionCodes.usedByUserId));
  const counts = await syncLinks(db, redemptionCodes, scope, { code: redemptionCodes.code }, wanted);
  return { ...counts, unchanged: counts.unchanged + codes.length - wanted.length };
}

/**
 * Bookings take places at run time, so the file sets the remaining places only when it creates the session. A new
 * capacity keeps the places already booked taken: remaining = capacity - live bookings (never below 0), in the
 * same statement as the capacity so the places check holds throughout.
 */
export async function syncSession(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  session: SessionFields,
  only?: ReadonlySet<string>,
) {
  const where = matching(sessions, { schoolId, examId, key: session.key });
  const capacity = session.capacity ?? null;
  const [existing] = await db.select({ capacity: sessions.capacity }).from(sessions).where(where).limit(1);
  const isResized =
    existing !== undefined && existing.capacity !== capacity && (only === undefined || only.has('capacity'));
  if (isResized) {
    const booked = sql`(select count(*) from ${appointments} where ${appointments.schoolId} = ${schoolId}
      and ${appointments.sessionId} = ${sessions.id} and ${appointments.status} = 'booked')`;
    await db
      .update(sessions)
      .set({ capacity, remainderNum: capacity === null ? null : sql`greatest(0, ${capacity} - ${booked})` })
      .where(where);
  }
  const values = { schoolId, examId, ...session, capacity };
  const synced = idOf(await syncRow(db, sessions, where, values, { remainderNum: capacity }, only));
  if (!isResized) return synced;
  const resized: FieldChange = { field: 'capacity', from: existing.capacity, to: capacity };
  return { ...synced, outcome: 'updated' as const, changes: [resized, ...synced.changes] };
}

export function setSessionGroups(db: DbOrTx, schoolId: string, sessionId: number, groupIds: number[]) {
  const scope = matching(sessionGroups, { schoolId, sessionId });
  const wanted = groupIds.map((groupId) => ({ schoolId, sessionId, groupId }));
  return syncLinks(db, sessionGroups, scope, { groupId: sessionGroups.groupId }, wanted);
}

/** isChecked is the visitor's own confirmation: set when the link is created, then left to the platform. */
export async function syncOpenCandidate(
  db: DbOrTx,
  schoolId: string,
  link: OpenLinkFields & { examId: number; sessionId: number | null; isChecked: boolean },
) {
  const { isChecked, ...fields } = link;
  const where = matching(openCandidates, { schoolId, identifyCode: link.identifyCode });
  return (await syncRow(db, openCandidates, where, { schoolId, ...fields }, { isChecked })).outcome;
}

export async function syncPastAttempt(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  attempt: Omit<typeof examResults.$inferInsert, 'schoolId' | 'examId' | 'importKey'> & { importKey: string },
) {
  const where = matching(examResults, { schoolId, examId, importKey: attempt.importKey });
  return idOf(await syncRow(db, examResults, where, { schoolId, examId, ...attempt }));
}

/** The answers of a past attempt, exactly these (by subject): what its record and result page are made from. */
export function setPastAnswers(
  db: DbOrTx,
  schoolId: string,
  examResultId: number,
  rows: Omit<typeof answers.$inferInsert, 'schoolId' | 'examResultId'>[],
) {
  return syncLinks(
    db,
    answers,
    matching(answers, { schoolId, examResultId }),
    { subjectId: answers.subjectId },
    rows.map((row) => ({ schoolId, examResultId, ...row })),
  );
}
