import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { subjects } from '../../db/schema';
import { useTestDatabase } from '../../test/build-app';
import { createAttempt, createExam, createPaper, createSchool, createUser } from '../../test/factories';
import { claimRuns, queueRuns } from './repo';

const NOW = new Date('2026-06-03T02:00:00Z');
describe('the judge queue: a lane per language, oldest first, several processes at once (issue 34)', () => {
  const holder = useTestDatabase();
  const db = () => holder.db();
  let runs: { schoolId: string; examResultId: number; subjectId: number }[];

  /** Six handed-in attempts of one exam, each with a run queued a minute apart: python, javascript, python, … */
  beforeAll(async () => {
    const school = await createSchool(db());
    const user = await createUser(db(), school.id);
    const exam = await createExam(db(), school.id);
    const paper = await createPaper(db(), exam);
    const [subject] = await db()
      .select({ id: subjects.id })
      .from(subjects)
      .where(eq(subjects.paperId, paper.id));
    if (!subject) throw new Error('no subject');
    runs = [];
    for (let index = 0; index < 6; index += 1) {
      const attempt = await createAttempt(db(), exam, {
        userId: user.id,
        paperId: paper.id,
        status: 'grading',
      });
      const run = { schoolId: school.id, examResultId: attempt.id, subjectId: subject.id };
      runs.push(run);
      await queueRuns(
        db(),
        [{ ...run, language: index % 2 === 0 ? 'python' : 'javascript' }],
        new Date(NOW.getTime() + index * 60_000),
      );
    }
  });

  // The claim's order is not the queue's; which runs it took is.
  const byId = <T extends { examResultId: number }>(claimed: T[]) =>
    [...claimed].sort((a, b) => a.examResultId - b.examResultId);
  const idsOf = (claimed: { examResultId: number }[]) => byId(claimed).map((run) => run.examResultId);
  const LEASE_MS = 300_000;

  it('each language claims only its own runs, oldest first; two processes at once take different runs', async () => {
    const [first, second] = await Promise.all([
      claimRuns(db(), 'javascript', 2, NOW, LEASE_MS),
      claimRuns(db(), 'javascript', 2, NOW, LEASE_MS),
    ]);
    const javascript = [runs[1], runs[3], runs[5]].map((run) => run?.examResultId);
    expect(idsOf([...(first ?? []), ...(second ?? [])])).toEqual(javascript);
    expect([...(first ?? []), ...(second ?? [])].every((run) => run.language === 'javascript')).toBe(true);
    const python = await claimRuns(db(), 'python', 2, NOW, LEASE_MS);
    expect(idsOf(python)).toEqual([runs[0]?.examResultId, runs[2]?.examResultId]);
    expect(await claimRuns(db(), 'javascript', 5, NOW, LEASE_MS)).toEqual([]);
  });

  it('a run whose process died is taken again after the lease, by its own language only', async () => {
    const later = new Date(NOW.getTime() + LEASE_MS + 1);
    expect(await claimRuns(db(), 'javascript', 1, new Date(NOW.getTime() + LEASE_MS - 1), LEASE_MS)).toEqual(
      [],
    );
    const python = await claimRuns(db(), 'python', 5, later, LEASE_MS);
    // The run never claimed comes after the two whose lease ran out, in queue order.
    expect(idsOf(python)).toEqual([runs[0], runs[2], runs[4]].map((run) => run?.examResultId));
    expect(byId(python).map((run) => run.tries)).toEqual([2, 2, 1]);
    expect(idsOf(await claimRuns(db(), 'javascript', 5, later, LEASE_MS))).toEqual(
      [runs[1], runs[3], runs[5]].map((run) => run?.examResultId),
    );
  });
});
