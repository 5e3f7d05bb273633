import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers } from '../../db/schema';
import { statementsDuring } from '../../test/count-statements';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');
const CLIENT = 'client-0001';
const SAVE_URL = '/api/iexam/useranswer/v1/answer';

/** Transactions the database is asked to begin while `work` runs. */
async function countTransactions(work: () => Promise<unknown>) {
  return (await statementsDuring(work)).filter((sql) => sql.trim().toLowerCase() === 'begin').length;
}

describe('coalesced answer saves (DESIGN §5 save protocol, issue 8)', () => {
  const given = useSchool({ clock: () => NOW });

  /** Candidates with a running attempt each at one exam, and a bearer token each made beforehand. */
  const runningAttempts = async (count: number) => {
    const exam = await given.newExam({ examSettingTime: 30 });
    const { subjectIds } = await given.newFullPaper(exam);
    return {
      subjectIds,
      takers: await Promise.all(
        Array.from({ length: count }, async () => {
          const user = await given.newUser();
          const token = await given.app.tokenFor({ user });
          const started = await given.app.inject({
            method: 'POST',
            url: '/api/iexam/userexam/v1/examResults/startExam',
            headers: { authorization: `Bearer ${token}`, 'x-tenant-id': given.school.id },
            payload: { examId: exam.id, clientId: CLIENT },
          });
          expect(started.statusCode, started.body).toBe(200);
          return { token, examResultId: started.json().data.examResultId as number };
        }),
      ),
    };
  };
  const save = (token: string, examResultId: number, entries: object[]) =>
    given.app.inject({
      method: 'POST',
      url: SAVE_URL,
      headers: { authorization: `Bearer ${token}`, 'x-tenant-id': given.school.id },
      payload: { examResultId, clientId: CLIENT, answers: entries },
    });
  const storedSeq = async (examResultId: number, subjectId: number) =>
    (
      await given
        .db()
        .select({ seq: answers.seq, answer: answers.answer })
        .from(answers)
        .where(and(eq(answers.examResultId, examResultId), eq(answers.subjectId, subjectId)))
    )[0];

  it('60 candidates saving at once share a few transactions, and every acknowledged seq is stored', async () => {
    const { subjectIds, takers } = await runningAttempts(60);
    let responses: Awaited<ReturnType<typeof save>>[] = [];
    const transactions = await countTransactions(async () => {
      responses = await Promise.all(
        takers.map(({ token, examResultId }, index) =>
          save(token, examResultId, [
            { subjectId: subjectIds.essay, answer: `essay ${index}`, seq: index + 1 },
          ]),
        ),
      );
    });
    expect(responses.map((response) => response.statusCode)).toEqual(takers.map(() => 200));
    expect(transactions).toBeLessThan(takers.length / 2);
    for (const [index, { examResultId }] of takers.entries()) {
      expect(responses[index]?.json().data.acknowledged).toEqual([
        { subjectId: subjectIds.essay, seq: index + 1 },
      ]);
      expect(await storedSeq(examResultId, subjectIds.essay)).toEqual({
        seq: index + 1,
        answer: `essay ${index}`,
      });
    }
  });

  it('a refused save in a batch (bad answer, not your attempt, taken over) changes nothing and leaves the others alone', async () => {
    const { subjectIds, takers } = await runningAttempts(4);
    const [good, bad, thief, victim] = takers as [
      (typeof takers)[0],
      (typeof takers)[0],
      (typeof takers)[0],
      (typeof takers)[0],
    ];
    const [ok, invalid, foreign] = await Promise.all([
      save(good.token, good.examResultId, [{ subjectId: subjectIds.single, answer: 'B', seq: 1 }]),
      save(bad.token, bad.examResultId, [{ subjectId: subjectIds.judgement, answer: 'yes', seq: 1 }]),
      save(thief.token, victim.examResultId, [{ subjectId: subjectIds.single, answer: 'A', seq: 9 }]),
    ]);
    expect([ok.statusCode, invalid.statusCode, foreign.statusCode]).toEqual([200, 400, 404]);
    expect(ok.json().data.acknowledged).toEqual([{ subjectId: subjectIds.single, seq: 1 }]);
    expect(await storedSeq(good.examResultId, subjectIds.single)).toEqual({ seq: 1, answer: 'B' });
    expect(await storedSeq(bad.examResultId, subjectIds.judgement)).toBeUndefined();
    expect(await storedSeq(victim.examResultId, subjectIds.single)).toBeUndefined();
  });

  it('two saves of one subject in one batch: the higher seq is stored and both acknowledge it', async () => {
    const { subjectIds, takers } = await runningAttempts(1);
    const [taker] = takers as [(typeof takers)[0]];
    const [older, newer] = await Promise.all([
      save(taker.token, taker.examResultId, [{ subjectId: subjectIds.single, answer: 'A', seq: 4 }]),
      save(taker.token, taker.examResultId, [{ subjectId: subjectIds.single, answer: 'C', seq: 7 }]),
    ]);
    expect([older.statusCode, newer.statusCode]).toEqual([200, 200]);
    expect(await storedSeq(taker.examResultId, subjectIds.single)).toEqual({ seq: 7, answer: 'C' });
    expect(newer.json().data.acknowledged).toEqual([{ subjectId: subjectIds.single, seq: 7 }]);
    // The older save is acknowledged with what is stored: its own seq or the newer one, never more than stored.
    expect([4, 7]).toContain(older.json().data.acknowledged[0].seq);
  });
});
