import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/build-app';
import { createAttempt, createExam, createSchool, createUser } from '../test/factories';
import { runMigrationAfterItsSchemaChange } from '../test/migration-statements';
import { examResults } from './schema';

/**
 * Migration 0012: attempts running when it lands had accepted their letter in the browser (the only place it was
 * kept); they are taken as accepted at their start, so the page does not ask again and gives no time back.
 */
describe('migration 0012 backfills the letter of running attempts', () => {
  const testDatabase = useTestDatabase();

  it('running attempts: accepted at their start; handed-in ones: untouched', async () => {
    const db = testDatabase.db();
    const school = await createSchool(db);
    const user = await createUser(db, school.id);
    const exam = await createExam(db, school.id, { isCommitmentLetter: 1 });
    const startAnswerTime = new Date('2026-11-20T01:00:00Z');
    const running = await createAttempt(db, exam, {
      userId: user.id,
      startAnswerTime,
      status: 'in_progress',
    });
    const done = await createAttempt(db, exam, { userId: user.id, startAnswerTime, status: 'graded' });
    await db.update(examResults).set({ letterAcceptedAt: null });

    await runMigrationAfterItsSchemaChange(db, '0012_letter_accepted_at.sql');

    const letterOf = async (id: number) =>
      (await db.select().from(examResults).where(eq(examResults.id, id)))[0]?.letterAcceptedAt;
    expect(await letterOf(running.id)).toEqual(startAnswerTime);
    expect(await letterOf(done.id)).toBeNull();
  });
});
