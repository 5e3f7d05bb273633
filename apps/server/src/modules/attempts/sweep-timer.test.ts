import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examResults } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { createAttempt, createExam, createSchool, createUser } from '../../test/factories';

const NOW = new Date('2026-06-03T02:00:00Z');

describe('the periodic sweep (DESIGN §5: never left open)', () => {
  const holder = useTestApp({ clock: () => NOW, sweepIntervalMs: 50 });

  it('hands in an overdue attempt by itself, with no call from its candidate, stamped with its deadline', async () => {
    const db = holder.db();
    const school = await createSchool(db);
    const user = await createUser(db, school.id);
    const exam = await createExam(db, school.id);
    const deadline = new Date(NOW.getTime() - 60_000);
    const attempt = await createAttempt(db, exam, {
      userId: user.id,
      status: 'in_progress',
      submittedAt: null,
      startAnswerTime: new Date(NOW.getTime() - 3_600_000),
      deadline,
    });
    await expect
      .poll(
        async () => (await db.select().from(examResults).where(eq(examResults.id, attempt.id)))[0]?.status,
        {
          timeout: 5000,
        },
      )
      .not.toBe('in_progress');
    const [row] = await db.select().from(examResults).where(eq(examResults.id, attempt.id));
    expect(row?.submittedAt?.toISOString()).toBe(deadline.toISOString());
  });
});
