import type { DbOrTx } from '../../../db/client';
import {
  findAccommodationRows,
  findCurrentPapers,
  findExamCourseKeys,
  findExamGroupKeys,
  findExamRow,
  findExamRules,
  findOpenLinkRows,
  findSessionGroupKeys,
  findSessionRows,
  findSubjectAbilityWeights,
  findSubjectCases,
  findSubjectPointKeys,
  findSubjectRows,
  findUnusedRedemptionCodes,
} from '../repo-export';

type Loose = Record<string, unknown>;

/** Rows of one-to-many reads by their owner's id, each row without the owner's id. */
function byOwner<K extends string, T extends Record<K, number>>(rows: T[], owner: K) {
  const lists = new Map<number, Omit<T, K>[]>();
  for (const row of rows) {
    const { [owner]: id, ...rest } = row;
    lists.set(id, [...(lists.get(id) ?? []), rest]);
  }
  return (id: number) => lists.get(id) ?? [];
}

/** `2026-06-01T16:00:00+08:00`: the instant in the exam's own time zone, as a person editing it reads it. */
export function isoInZone(date: Date, timezoneHours: number): string {
  const shifted = new Date(date.getTime() + timezoneHours * 3_600_000).toISOString();
  const sign = timezoneHours < 0 ? '-' : '+';
  const offset = `${sign}${String(Math.abs(timezoneHours)).padStart(2, '0')}:00`;
  return `${shifted.replace(/\.000Z$|Z$/, '')}${offset}`;
}

/** Leaves out what the file leaves out: nulls (optional fields absent) and Dates as text in the exam's zone. */
function asFileFields(row: Loose, timezoneHours: number): Loose {
  const fields: Loose = {};
  for (const [name, value] of Object.entries(row)) {
    if (value === null || value === undefined) continue;
    fields[name] = value instanceof Date ? isoInZone(value, timezoneHours) : value;
  }
  return fields;
}

/**
 * One exam of the school as the `exams[]` item of docs/exam-definition.md (the inverse of importExam): rules,
 * groups, courses, sessions, accommodations, unused redemption codes, staff-made open links and the current papers
 * with their subjects. Attempts are the candidates' record, not the exam's definition: left out. Undefined when the
 * school has no such exam.
 */
export async function readExamDefinition(db: DbOrTx, schoolId: string, examId: number) {
  const exam = await findExamRow(db, schoolId, examId);
  if (!exam) return undefined;
  const { schoolId: _school, id: _id, deletedAt: _deleted, createdAt: _created, ...fields } = exam;
  const zone = exam.timezoneHours;
  // One after another: inside an edit's transaction these share one connection.
  const rules = await findExamRules(db, schoolId, examId);
  const groupKeys = await findExamGroupKeys(db, schoolId, examId);
  const courseKeys = await findExamCourseKeys(db, schoolId, examId);
  const sessionRows = await findSessionRows(db, schoolId, examId);
  const accommodationRows = await findAccommodationRows(db, schoolId, examId);
  const codes = await findUnusedRedemptionCodes(db, schoolId, examId);
  const linkRows = await findOpenLinkRows(db, schoolId, examId);
  const paperRows = await findCurrentPapers(db, schoolId, examId);
  const sessionKeys = new Map(sessionRows.map((session) => [session.id, session.key]));
  const groupsOf = byOwner(
    await findSessionGroupKeys(
      db,
      schoolId,
      sessionRows.map((session) => session.id),
    ),
    'sessionId',
  );
  const papers = [];
  for (const paper of paperRows) {
    const subjects = await findSubjectRows(db, schoolId, paper.id);
    const ids = subjects.map((subject) => subject.id);
    const casesOf = byOwner(await findSubjectCases(db, schoolId, ids), 'subjectId');
    const pointsOf = byOwner(await findSubjectPointKeys(db, schoolId, ids), 'subjectId');
    const abilitiesOf = byOwner(await findSubjectAbilityWeights(db, schoolId, ids), 'subjectId');
    papers.push({
      key: paper.key,
      name: paper.name,
      shuffleSubjects: paper.shuffleSubjects,
      shuffleOptions: paper.shuffleOptions,
      subjects: subjects.map(({ id, ...subject }) => ({
        ...asFileFields(subject, zone),
        cases: casesOf(id),
        knowledgePoints: pointsOf(id).map((point) => point.key),
        abilities: abilitiesOf(id),
      })),
    });
  }
  return {
    key: exam.key,
    ...asFileFields(fields, zone),
    examRuleList: rules,
    groups: groupKeys,
    courses: courseKeys,
    sessions: sessionRows.map(({ id, ...session }) => ({
      ...asFileFields(session, zone),
      groups: groupsOf(id).map((group) => group.key),
    })),
    accommodations: accommodationRows,
    redemptionCodes: codes,
    openLinks: linkRows.map(({ sessionId, ...link }) => ({
      ...link,
      ...(sessionId === null ? {} : { session: sessionKeys.get(sessionId) }),
    })),
    papers,
  };
}

export type ExamItem = NonNullable<Awaited<ReturnType<typeof readExamDefinition>>>;
