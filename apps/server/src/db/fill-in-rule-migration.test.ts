import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recomputeOutcome } from '../modules/attempts/service/recompute-outcome';
import { useTestDatabase } from '../test/build-app';
import { createAttemptOnFullPaper, createExam, createSchool, createUser } from '../test/factories';
import { runMigrationAfterItsSchemaChange } from '../test/migration-statements';
import { answers, bankSubjects, subjects } from './schema';

/**
 * Migration 0022: fill-ins were graded blank by blank whatever their scoring_rule said, and every one said the old
 * default, 'all_or_nothing'. Now that the rule is honoured they say 'partial', so a paper keeps the scores it gave.
 */
describe('migration 0022 keeps the scores of existing fill-ins', () => {
  const testDatabase = useTestDatabase();

  it('fill-ins (in papers and the bank) become partial, and an attempt graded again keeps its score', async () => {
    const db = testDatabase.db();
    const school = await createSchool(db);
    const user = await createUser(db, school.id);
    const exam = await createExam(db, school.id, { passScore: 5 });
    const { subjectIds, attempt } = await createAttemptOnFullPaper(db, exam, {
      userId: user.id,
      status: 'graded',
      score: 5,
      isPassed: true,
    });
    // As the rows were before the migration: every subject with the old default, one right blank of two given half.
    await db
      .update(subjects)
      .set({ scoringRule: 'all_or_nothing' })
      .where(eq(subjects.paperId, attempt.paperId));
    await db.insert(answers).values({
      schoolId: school.id,
      examResultId: attempt.id,
      subjectId: subjectIds.fill,
      answer: ['42', 'C'],
      seq: 1,
      savedAt: attempt.startAnswerTime,
      score: 5,
      isCorrect: false,
    });
    const bankSubject = (key: string, subjectType: number) => ({
      schoolId: school.id,
      key,
      source: 'definition',
      subject: { key, subjectType, score: 10, scoringRule: 'all_or_nothing' },
    });
    await db.insert(bankSubjects).values([bankSubject('bank-fill', 4), bankSubject('bank-multiple', 2)]);

    await runMigrationAfterItsSchemaChange(db, '0022_fill-in-scoring-rule.sql');

    const rules = await db
      .select({ key: subjects.key, scoringRule: subjects.scoringRule })
      .from(subjects)
      .where(eq(subjects.paperId, attempt.paperId));
    expect(Object.fromEntries(rules.map((row) => [row.key, row.scoringRule]))).toEqual({
      single: 'all_or_nothing',
      multiple: 'all_or_nothing',
      judgement: 'all_or_nothing',
      fill: 'partial',
      code: 'all_or_nothing',
      essay: 'all_or_nothing',
    });
    const bank = await db.select().from(bankSubjects).where(eq(bankSubjects.schoolId, school.id));
    expect(Object.fromEntries(bank.map((row) => [row.key, row.subject.scoringRule]))).toEqual({
      'bank-fill': 'partial',
      'bank-multiple': 'all_or_nothing',
    });
    // Graded again (as a regrade or an answers file does): the same half of the fill-in, the same total.
    expect(await recomputeOutcome(db, school.id, attempt.id)).toMatchObject({ score: 5, isPassed: true });
    const [fill] = await db.select().from(answers).where(eq(answers.examResultId, attempt.id));
    expect(fill?.score).toBe(5);
  });
});
