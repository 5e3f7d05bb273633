import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { CLIENT, START, seconds, useRunningAttempts } from '../../test/running-attempts';

/** A seeded shuffle, so a failure can be replayed. */
function shuffle<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed;
  for (let i = result.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

describe('answers: saving and reading them (DESIGN §5)', () => {
  const { holder, db, school, running, save, stored } = useRunningAttempts();

  it('1,000 saves with shuffled, duplicated and stale seqs, sent concurrently, leave exactly the newest of each', async () => {
    const { user, subjectIds, examResultId } = await running();
    const essay = subjectIds.essay;
    const fill = subjectIds.fill;
    // 500 versions for each of two subjects; every version sent twice; all in a shuffled order, in batches of 1-4.
    const versions = [essay, fill].flatMap((subjectId) =>
      Array.from({ length: 500 }, (_, seq) => ({
        subjectId,
        seq,
        answer: subjectId === essay ? `essay version ${seq}` : [`${seq}`, 'java'],
      })),
    );
    const sends = shuffle([...versions, ...versions], 7).slice(0, 1000);
    const batches: (typeof sends)[] = [];
    for (let i = 0; i < sends.length; i += 1 + (i % 4)) batches.push(sends.slice(i, i + 1 + (i % 4)));
    const responses = await Promise.all(batches.map((batch) => save(user, examResultId, batch)));
    expect(responses.filter((response) => response.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const sentMax = (subjectId: number) =>
      Math.max(...sends.filter((s) => s.subjectId === subjectId).map((s) => s.seq));
    expect(await stored(examResultId)).toEqual({
      [essay]: { answer: `essay version ${sentMax(essay)}`, seq: sentMax(essay) },
      [fill]: { answer: [`${sentMax(fill)}`, 'java'], seq: sentMax(fill) },
    });
  });

  it('an older or repeated save answers 200, acknowledges the stored seq and changes nothing', async () => {
    const { user, subjectIds, examResultId } = await running();
    await save(user, examResultId, [{ subjectId: subjectIds.single, answer: 'B', seq: 5 }]);
    const older = await save(user, examResultId, [{ subjectId: subjectIds.single, answer: 'A', seq: 4 }]);
    expect(older.statusCode).toBe(200);
    expect(older.json().data.acknowledged).toEqual([{ subjectId: subjectIds.single, seq: 5 }]);
    expect((await stored(examResultId))[subjectIds.single]).toEqual({ answer: 'B', seq: 5 });
  });

  it('a bad answer or a subject of another paper is a 400 naming each entry; nothing of the batch is written', async () => {
    const { user, subjectIds, examResultId } = await running();
    const response = await save(user, examResultId, [
      { subjectId: subjectIds.single, answer: 'B', seq: 1 },
      { subjectId: subjectIds.judgement, answer: 'yes', seq: 1 },
      { subjectId: 999_999, answer: 'A', seq: 1 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'answers[1].answer',
      'answers[2].subjectId',
    ]);
    expect(await stored(examResultId)).toEqual({});
  });

  it("opening the attempt in another tab takes it over: the old tab's saves are refused with 6103", async () => {
    const { user, subjectIds, examResultId } = await running();
    const details = await holder.app.injectAs(
      { user },
      {
        method: 'GET',
        url: `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}?clientId=client-0002`,
      },
    );
    expect(details.statusCode).toBe(200);
    const old = await save(user, examResultId, [{ subjectId: subjectIds.single, answer: 'A', seq: 1 }]);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({
      code: 6103,
      message: 'the exam continues in another window or device',
    });
    expect(
      (await save(user, examResultId, [{ subjectId: subjectIds.single, answer: 'A', seq: 1 }], 'client-0002'))
        .statusCode,
    ).toBe(200);
  });

  it('answer details carry the paper without correct answers, the stored answers, the deadline and the server clock', async () => {
    const { user, subjectIds, examResultId } = await running();
    await save(user, examResultId, [{ subjectId: subjectIds.multiple, answer: ['A'], seq: 3 }]);
    const response = await holder.app.injectAs(
      { user },
      { method: 'GET', url: `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}` },
    );
    const data = response.json().data;
    expect(data).toMatchObject({
      status: 'in_progress',
      now: START.toISOString(),
      deadline: seconds(1800).toISOString(),
    });
    expect(data.answers).toEqual([{ subjectId: subjectIds.multiple, answer: ['A'], seq: 3 }]);
    expect(data.subjects.map((s: { subjectType: number }) => s.subjectType)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data.subjects.find((s: { subjectId: number }) => s.subjectId === subjectIds.fill).blankCount).toBe(
      2,
    );
    expect(response.body).not.toContain('correctAnswer');
    expect(response.body).not.toContain('"42"');
  });

  it("another candidate's attempt is 404 for every attempt call", async () => {
    const { examResultId } = await running();
    const stranger = await createUser(db(), school().id);
    for (const [method, url, payload] of [
      ['GET', `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}`, undefined],
      ['GET', `/api/iexam/useranswer/v1/result/${examResultId}`, undefined],
      ['POST', '/api/iexam/sso/v1/doExam', { examResultId }],
      [
        'POST',
        '/api/iexam/useranswer/v1/answer',
        { examResultId, clientId: CLIENT, answers: [{ subjectId: 1, answer: 'A', seq: 1 }] },
      ],
    ] as const) {
      const response = await holder.app.injectAs(
        { user: stranger },
        { method, url, ...(payload ? { payload } : {}) },
      );
      expect(response.statusCode, url).toBe(404);
    }
  });
});
