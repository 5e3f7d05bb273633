import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answers } from '../../db/schema';
import { useSchool } from '../../test/school-fixture';
import { upsertAnswers } from './repo';

const NOW = new Date('2026-06-03T02:00:00Z');

// DESIGN §5 "the highest seq wins" is a rule of the SQL (`where excluded.seq > answers.seq`), so it is tested there:
// saves applied one statement each, in any order, leave the highest seq and its answer.
describe('upsertAnswers: the highest sequence number wins, whatever order the saves arrive in', () => {
  const given = useSchool({ clock: () => NOW }, { candidate: {} });

  it('stored, older, equal and newer seqs', async () => {
    const exam = await given.newExam();
    const { attempt, subjectIds } = await given.newAttemptOnFullPaper(exam, { userId: given.candidate.id });
    const key = { schoolId: attempt.schoolId, examResultId: attempt.id, subjectId: subjectIds.single };
    const save = (seq: number, answer: string) =>
      upsertAnswers(given.db(), [{ ...key, seq, answer, savedAt: NOW }]);
    expect(await save(3, 'A')).toHaveLength(1);
    expect(await save(2, 'B'), 'an older seq writes nothing').toEqual([]);
    expect(await save(3, 'C'), 'a repeated seq writes nothing').toEqual([]);
    expect(await save(4, 'D')).toEqual([{ ...key, seq: 4 }]);
    const [stored] = await given
      .db()
      .select({ seq: answers.seq, answer: answers.answer })
      .from(answers)
      .where(and(eq(answers.examResultId, attempt.id), eq(answers.subjectId, subjectIds.single)));
    expect(stored).toEqual({ seq: 4, answer: 'D' });
  });

  it('any arrival order leaves the highest seq and its answer', async () => {
    const exam = await given.newExam();
    const { attempt, subjectIds } = await given.newAttemptOnFullPaper(exam, { userId: given.candidate.id });
    const where = and(eq(answers.examResultId, attempt.id), eq(answers.subjectId, subjectIds.essay));
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.nat(1000), { minLength: 1, maxLength: 12 }), async (seqs) => {
        await given.db().delete(answers).where(where);
        for (const seq of seqs)
          await upsertAnswers(given.db(), [
            {
              schoolId: attempt.schoolId,
              examResultId: attempt.id,
              subjectId: subjectIds.essay,
              seq,
              answer: `answer of ${seq}`,
              savedAt: NOW,
            },
          ]);
        const [stored] = await given
          .db()
          .select({ seq: answers.seq, answer: answers.answer })
          .from(answers)
          .where(where);
        const highest = Math.max(...seqs);
        expect(stored).toEqual({ seq: highest, answer: `answer of ${highest}` });
      }),
      { numRuns: 40 },
    );
  });
});
