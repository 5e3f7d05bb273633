import { and, asc, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { joinedOn, matching, oneOf } from '../../db/matching';
import {
  abilityDimensions,
  accommodations,
  courses,
  examCourses,
  examGroups,
  examRules,
  exams,
  groups,
  knowledgePoints,
  openCandidates,
  papers,
  redemptionCodes,
  sessionGroups,
  sessions,
  subjectAbilities,
  subjectCases,
  subjectKnowledgePoints,
  subjects,
  users,
} from '../../db/schema';

/** An exam of the school that is not deleted; undefined for another school's or a missing one. */
export async function findExamRow(db: DbOrTx, schoolId: string, examId: number) {
  const [row] = await db
    .select()
    .from(exams)
    .where(and(matching(exams, { schoolId, id: examId }), isNull(exams.deletedAt)))
    .limit(1);
  return row;
}

export function findExamRules(db: DbOrTx, schoolId: string, examId: number) {
  return db
    .select({ ruleType: examRules.ruleType, ruleValue: examRules.ruleValue })
    .from(examRules)
    .where(matching(examRules, { schoolId, examId }))
    .orderBy(asc(examRules.ruleType));
}

export async function findExamGroupKeys(db: DbOrTx, schoolId: string, examId: number) {
  const rows = await db
    .select({ key: groups.key })
    .from(examGroups)
    .innerJoin(groups, joinedOn(groups.id, examGroups.groupId))
    .where(matching(examGroups, { schoolId, examId }))
    .orderBy(asc(groups.key));
  return rows.map((row) => row.key);
}

export async function findExamCourseKeys(db: DbOrTx, schoolId: string, examId: number) {
  const rows = await db
    .select({ key: courses.key })
    .from(examCourses)
    .innerJoin(courses, joinedOn(courses.id, examCourses.courseId))
    .where(matching(examCourses, { schoolId, examId }))
    .orderBy(asc(examCourses.position));
  return rows.map((row) => row.key);
}

export function findSessionRows(db: DbOrTx, schoolId: string, examId: number) {
  return db
    .select({
      id: sessions.id,
      key: sessions.key,
      sessionName: sessions.sessionName,
      sessionCode: sessions.sessionCode,
      locationCode: sessions.locationCode,
      locationName: sessions.locationName,
      beginTime: sessions.beginTime,
      endTime: sessions.endTime,
      settingTime: sessions.settingTime,
      capacity: sessions.capacity,
      appointmentOpenBeginTime: sessions.appointmentOpenBeginTime,
      appointmentOpenEndTime: sessions.appointmentOpenEndTime,
      cancelAppointmentBeginTime: sessions.cancelAppointmentBeginTime,
      cancelAppointmentEndTime: sessions.cancelAppointmentEndTime,
      openCommonCode: sessions.openCommonCode,
    })
    .from(sessions)
    .where(matching(sessions, { schoolId, examId }))
    .orderBy(asc(sessions.id));
}

export function findSessionGroupKeys(db: DbOrTx, schoolId: string, sessionIds: number[]) {
  return db
    .select({ sessionId: sessionGroups.sessionId, key: groups.key })
    .from(sessionGroups)
    .innerJoin(groups, joinedOn(groups.id, sessionGroups.groupId))
    .where(matching(sessionGroups, { schoolId, sessionId: oneOf(sessionIds) }))
    .orderBy(asc(groups.key));
}

export function findAccommodationRows(db: DbOrTx, schoolId: string, examId: number) {
  return db
    .select({
      user: users.userName,
      extraMinutes: accommodations.extraMinutes,
      timeMultiplier: accommodations.timeMultiplier,
    })
    .from(accommodations)
    .innerJoin(users, joinedOn(users.id, accommodations.userId))
    .where(matching(accommodations, { schoolId, examId }))
    .orderBy(asc(users.userName));
}

export async function findUnusedRedemptionCodes(db: DbOrTx, schoolId: string, examId: number) {
  const rows = await db
    .select({ code: redemptionCodes.code })
    .from(redemptionCodes)
    .where(and(matching(redemptionCodes, { schoolId, examId }), isNull(redemptionCodes.usedByUserId)))
    .orderBy(asc(redemptionCodes.code));
  return rows.map((row) => row.code);
}

/** The links staff made (not the identities visitors got with a shared code). */
export function findOpenLinkRows(db: DbOrTx, schoolId: string, examId: number) {
  return db
    .select({
      identifyCode: openCandidates.identifyCode,
      sessionId: openCandidates.sessionId,
      name: openCandidates.name,
      contact: openCandidates.contact,
      userStatus: openCandidates.userStatus,
      userStatusDesc: openCandidates.userStatusDesc,
      isChecked: openCandidates.isChecked,
    })
    .from(openCandidates)
    .where(matching(openCandidates, { schoolId, examId, viaCommonCode: false }))
    .orderBy(asc(openCandidates.id));
}

/** The exam's current papers; superseded versions stay for their attempts only (decision 0038). */
export function findCurrentPapers(db: DbOrTx, schoolId: string, examId: number) {
  return db
    .select({
      id: papers.id,
      key: papers.key,
      name: papers.name,
      shuffleSubjects: papers.shuffleSubjects,
      shuffleOptions: papers.shuffleOptions,
    })
    .from(papers)
    .where(matching(papers, { schoolId, examId, supersededAt: null }))
    .orderBy(asc(papers.id));
}

export function findSubjectRows(db: DbOrTx, schoolId: string, paperId: number) {
  return db
    .select({
      id: subjects.id,
      key: subjects.key,
      subjectType: subjects.subjectType,
      subjectTitle: subjects.subjectTitle,
      subjectTitleContentType: subjects.subjectTitleContentType,
      options: subjects.options,
      correctAnswer: subjects.correctAnswer,
      score: subjects.score,
      scoringRule: subjects.scoringRule,
      explanation: subjects.explanation,
      codeLanguages: subjects.codeLanguages,
      timeLimitMs: subjects.timeLimitMs,
      memoryLimitMb: subjects.memoryLimitMb,
      outputLimitKb: subjects.outputLimitKb,
      keepOptionOrder: subjects.keepOptionOrder,
    })
    .from(subjects)
    .where(matching(subjects, { schoolId, paperId }))
    .orderBy(asc(subjects.position));
}

export function findSubjectCases(db: DbOrTx, schoolId: string, subjectIds: number[]) {
  return db
    .select({
      subjectId: subjectCases.subjectId,
      input: subjectCases.input,
      expectedOutput: subjectCases.expectedOutput,
      isSample: subjectCases.isSample,
    })
    .from(subjectCases)
    .where(matching(subjectCases, { schoolId, subjectId: oneOf(subjectIds) }))
    .orderBy(asc(subjectCases.position));
}

export function findSubjectPointKeys(db: DbOrTx, schoolId: string, subjectIds: number[]) {
  return db
    .select({ subjectId: subjectKnowledgePoints.subjectId, key: knowledgePoints.key })
    .from(subjectKnowledgePoints)
    .innerJoin(knowledgePoints, joinedOn(knowledgePoints.id, subjectKnowledgePoints.knowledgePointId))
    .where(matching(subjectKnowledgePoints, { schoolId, subjectId: oneOf(subjectIds) }))
    .orderBy(asc(knowledgePoints.key));
}

export function findSubjectAbilityWeights(db: DbOrTx, schoolId: string, subjectIds: number[]) {
  return db
    .select({
      subjectId: subjectAbilities.subjectId,
      key: abilityDimensions.key,
      weight: subjectAbilities.weight,
    })
    .from(subjectAbilities)
    .innerJoin(abilityDimensions, joinedOn(abilityDimensions.id, subjectAbilities.abilityDimensionId))
    .where(matching(subjectAbilities, { schoolId, subjectId: oneOf(subjectIds) }))
    .orderBy(asc(abilityDimensions.key));
}
