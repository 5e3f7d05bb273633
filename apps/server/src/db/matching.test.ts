import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/build-app';
import { createExam, createOpenCandidate, createSchool } from '../test/factories';
import { joinedOn, matching, oneOf } from './matching';
import { exams, openCandidates, serverSettings } from './schema';

describe('matching: the where clause of a read by key', () => {
  const testDatabase = useTestDatabase();
  let ids: { schoolId: string; examId: number; withSession: number; without: number };

  beforeAll(async () => {
    const db = testDatabase.db();
    const school = await createSchool(db);
    const exam = await createExam(db, school.id);
    const other = await createExam(db, school.id);
    const without = await createOpenCandidate(db, exam, { name: 'Ann' });
    await createOpenCandidate(db, other, { name: 'Ann' });
    const withSession = await createOpenCandidate(db, exam, { name: 'Ann', contact: 'x' });
    ids = { schoolId: school.id, examId: exam.id, withSession: withSession.id, without: without.id };
  });

  const namesOf = async (where: ReturnType<typeof matching>) =>
    (await testDatabase.db().select({ id: openCandidates.id }).from(openCandidates).where(where)).map(
      (row) => row.id,
    );

  it('every named column must equal its value', async () => {
    const { schoolId, examId } = ids;
    expect(await namesOf(matching(openCandidates, { schoolId, examId, name: 'Ann' }))).toHaveLength(2);
    expect(await namesOf(matching(openCandidates, { schoolId, examId, contact: 'x' }))).toEqual([
      ids.withSession,
    ]);
  });

  it('null means "is null"', async () => {
    const { schoolId, examId } = ids;
    expect(await namesOf(matching(openCandidates, { schoolId, examId, sessionId: null }))).toHaveLength(2);
  });

  it('oneOf means "in", and an empty list matches nothing', async () => {
    const { schoolId, examId } = ids;
    const both = oneOf([ids.without, ids.withSession]);
    expect(await namesOf(matching(openCandidates, { schoolId, examId, id: both }))).toHaveLength(2);
    expect(await namesOf(matching(openCandidates, { schoolId, examId, id: oneOf([]) }))).toEqual([]);
  });

  it('an undefined value or no column at all throws instead of widening the statement', () => {
    expect(() => matching(openCandidates, { schoolId: ids.schoolId, examId: undefined })).toThrow(/examId/);
    expect(() => matching(openCandidates, {})).toThrow(/no column/);
  });

  it('joinedOn joins a row of the same school by its reference', async () => {
    const rows = await testDatabase
      .db()
      .select({ id: openCandidates.id, examId: exams.id })
      .from(openCandidates)
      .innerJoin(exams, joinedOn(exams.id, openCandidates.examId))
      .where(matching(openCandidates, { schoolId: ids.schoolId, examId: ids.examId }));
    expect(rows.map((row) => row.examId)).toEqual([ids.examId, ids.examId]);
  });

  it("joinedOn names the outer row in a select list's correlated subquery (drizzle drops a single table's names there)", async () => {
    const counted = await testDatabase
      .db()
      .select({
        id: exams.id,
        visitors: sql<number>`(select count(*)::int from ${openCandidates}
          where ${joinedOn(exams.id, openCandidates.examId)})`,
      })
      .from(exams)
      .where(matching(exams, { schoolId: ids.schoolId }));
    expect(counted.find((row) => row.id === ids.examId)?.visitors).toBe(2);
    expect(counted.map((row) => row.visitors).sort()).toEqual([1, 2]);
  });

  it('joinedOn refuses a table without a school (installation data)', () => {
    expect(() => joinedOn(serverSettings.key, exams.key)).toThrow(/no schoolId/);
  });
});
