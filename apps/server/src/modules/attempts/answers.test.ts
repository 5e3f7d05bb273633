import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answers, examResults, switchScreenEvents } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { createExam, createFullPaper, createSchool, createUser } from '../../test/factories';
import { sweepOverdueAttempts } from './service/sweep-overdue';

const START = new Date('2026-06-03T02:00:00Z');
let now = START;
const seconds = (n: number) => new Date(START.getTime() + n * 1000);
const CLIENT = 'client-0001';

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

describe('answers, deadline and hand-in (DESIGN §5)', () => {
  const holder = useTestApp({ clock: () => now });
  const db = () => holder.app.database.db;
  let school: Awaited<ReturnType<typeof createSchool>>;

  beforeAll(async () => {
    school = await createSchool(db());
  });

  /** A candidate with a running attempt on a paper of every subject type; 30 minutes to answer. */
  const running = async (fields: Parameters<typeof createExam>[2] = {}, userAgent?: string) => {
    now = START;
    const user = await createUser(db(), school.id);
    const exam = await createExam(db(), school.id, {
      beginTime: seconds(-60),
      endTime: seconds(86_400),
      examSettingTime: 30,
      passScore: 20,
      ...fields,
    });
    const { subjectIds } = await createFullPaper(db(), exam);
    const started = await holder.app.injectAs(
      { user },
      {
        method: 'POST',
        url: '/api/iexam/userexam/v1/examResults/startExam',
        payload: { examId: exam.id, clientId: CLIENT },
        headers: userAgent ? { 'user-agent': userAgent } : {},
      },
    );
    expect(started.statusCode, started.body).toBe(200);
    return { user, exam, subjectIds, examResultId: started.json().data.examResultId as number };
  };
  const save = (
    user: { schoolId: string; id: number },
    examResultId: number,
    entries: object[],
    clientId = CLIENT,
  ) =>
    holder.app.injectAs(
      { user: user as never },
      {
        method: 'POST',
        url: '/api/iexam/useranswer/v1/answer',
        payload: { examResultId, clientId, answers: entries },
      },
    );
  const stored = async (examResultId: number) =>
    Object.fromEntries(
      (await db().select().from(answers).where(eq(answers.examResultId, examResultId))).map((row) => [
        row.subjectId,
        { answer: row.answer, seq: row.seq },
      ]),
    );

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

  it('hand-in grades the objective subjects and waits for the essay and code (grading, isScoring 1)', async () => {
    const { user, subjectIds, examResultId } = await running();
    await save(user, examResultId, [
      { subjectId: subjectIds.single, answer: 'B', seq: 1 },
      { subjectId: subjectIds.multiple, answer: ['A', 'C'], seq: 1 },
      { subjectId: subjectIds.judgement, answer: false, seq: 1 },
      { subjectId: subjectIds.fill, answer: ['42', 'Python'], seq: 1 },
      { subjectId: subjectIds.essay, answer: 'my essay', seq: 1 },
    ]);
    const handed = await holder.app.injectAs(
      { user },
      { method: 'POST', url: '/api/iexam/sso/v1/doExam', payload: { examResultId } },
    );
    // While a person still grades, the candidate sees 'grading in progress', not a partial score.
    expect(handed.json().data).toMatchObject({
      status: 'grading',
      isScoring: 1,
      score: null,
      isPassed: null,
    });
    const [row] = await db().select().from(examResults).where(eq(examResults.id, examResultId));
    // single 10 + multiple 10 + judgement 0 + fill-in one of two blanks 5 = 25 so far.
    expect(row).toMatchObject({ score: 25, isScoring: 1 });
    const again = await holder.app.injectAs(
      { user },
      { method: 'POST', url: '/api/iexam/sso/v1/doExam', payload: { examResultId } },
    );
    expect(again.json().data).toMatchObject({ status: 'grading', isScoring: 1 });
    const late = await save(user, examResultId, [{ subjectId: subjectIds.single, answer: 'A', seq: 2 }]);
    expect(late.json().code).toBe(6102);
    expect((await stored(examResultId))[subjectIds.single]).toEqual({ answer: 'B', seq: 1 });
  });

  it('a save inside the grace after the deadline counts; after it, 6102 and the attempt is handed in at its deadline', async () => {
    const { user, subjectIds, examResultId } = await running();
    now = seconds(1800 + 10);
    expect(
      (await save(user, examResultId, [{ subjectId: subjectIds.single, answer: 'B', seq: 1 }])).statusCode,
    ).toBe(200);
    now = seconds(1800 + 16);
    expect(
      (await save(user, examResultId, [{ subjectId: subjectIds.single, answer: 'A', seq: 2 }])).json().code,
    ).toBe(6102);
    const [row] = await db().select().from(examResults).where(eq(examResults.id, examResultId));
    // Only the single choice was answered: nothing waits for a person, so the attempt is graded at once.
    expect(row).toMatchObject({ status: 'graded', submittedAt: seconds(1800), score: 10 });
  });

  it('the sweep hands in overdue attempts stamped with their deadline, not the sweep time', async () => {
    const { examResultId } = await running({ examSettingTime: 1 });
    now = seconds(3600);
    expect(await sweepOverdueAttempts(db(), now)).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(examResults).where(eq(examResults.id, examResultId));
    expect(row?.status).not.toBe('in_progress');
    expect(row?.submittedAt?.toISOString()).toBe(seconds(60).toISOString());
  });

  it('switch-screen events are kept with their times; beyond the allowed number with compulsory hand-in, it hands in', async () => {
    const { user, examResultId } = await running({ allowedSwitchScreenTimes: 2, isCompulsoryHandIn: 1 });
    const commit = (count: number) =>
      holder.app.injectAs(
        { user },
        {
          method: 'POST',
          url: '/api/iexam/useranswer/v1/switchScreenTimesCommit',
          payload: {
            examResultId,
            events: Array.from({ length: count }, () => ({
              eventType: 'hidden',
              occurredAt: START.toISOString(),
              durationMs: 1500,
            })),
          },
        },
      );
    expect((await commit(2)).json().data).toEqual({ switchScreenTimes: 2, isHandedIn: false });
    expect((await commit(1)).json().data).toEqual({ switchScreenTimes: 3, isHandedIn: true });
    const events = await db()
      .select()
      .from(switchScreenEvents)
      .where(eq(switchScreenEvents.examResultId, examResultId));
    expect(events).toHaveLength(3);
    const counted = await holder.app.injectAs(
      { user },
      {
        method: 'GET',
        url: `/api/iexam/useranswer/v1/examResults/updateSwitchScreenTimes/${examResultId}/0`,
      },
    );
    expect(counted.json().data).toEqual({
      switchScreenTimes: 3,
      allowedSwitchScreenTimes: 2,
      isHandedIn: true,
    });
  });

  describe('each hand-in says why it happened (issue 17 defect 4)', () => {
    const reasonOf = async (user: { schoolId: string; id: number }, examResultId: number) => {
      const result = await holder.app.injectAs(
        { user: user as never },
        { method: 'GET', url: `/api/iexam/useranswer/v1/result/${examResultId}` },
      );
      expect(result.statusCode, result.body).toBe(200);
      return result.json().data.handInReason as string | null;
    };
    const doExam = (user: { schoolId: string; id: number }, examResultId: number, extra: object = {}) =>
      holder.app.injectAs(
        { user: user as never },
        { method: 'POST', url: '/api/iexam/sso/v1/doExam', payload: { examResultId, ...extra } },
      );

    it('none while it runs; the candidate, with or without a time-up claim made long before the deadline', async () => {
      const mine = await running();
      expect(await reasonOf(mine.user, mine.examResultId)).toBeNull();
      expect((await doExam(mine.user, mine.examResultId)).json().data.handInReason).toBe('candidate');

      const early = await running();
      now = seconds(60);
      expect(
        (await doExam(early.user, early.examResultId, { isTimeUp: true })).json().data.handInReason,
      ).toBe('candidate');
    });

    it("the page's own hand-in when its countdown ended, a few seconds early by the server's clock", async () => {
      const { user, examResultId } = await running();
      now = seconds(30 * 60 - 3);
      expect((await doExam(user, examResultId, { isTimeUp: true })).json().data.handInReason).toBe('timeUp');
    });

    it('the time limit, when the server ends the attempt (sweep) or finds it overdue', async () => {
      const swept = await running({ examSettingTime: 1 });
      now = seconds(3600);
      await sweepOverdueAttempts(db(), now);
      expect(await reasonOf(swept.user, swept.examResultId)).toBe('timeUp');

      const overdue = await running({ examSettingTime: 1 });
      now = seconds(3600);
      // The candidate's own press comes after the deadline: the time limit handed it in, not they.
      expect((await doExam(overdue.user, overdue.examResultId)).json().data.handInReason).toBe('timeUp');
    });

    it('the leave limit', async () => {
      const { user, examResultId } = await running({ allowedSwitchScreenTimes: 0, isCompulsoryHandIn: 1 });
      const committed = await holder.app.injectAs(
        { user },
        {
          method: 'POST',
          url: '/api/iexam/useranswer/v1/switchScreenTimesCommit',
          payload: {
            examResultId,
            events: [{ eventType: 'hidden', occurredAt: START.toISOString(), durationMs: 1500 }],
          },
        },
      );
      expect(committed.json().data.isHandedIn).toBe(true);
      expect(await reasonOf(user, examResultId)).toBe('switchScreen');
    });
  });

  it('a desktop-client attempt is not continued in a browser, nor a browser attempt in the client (issue 17 defect 9)', async () => {
    const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 iExamClient/2.4.0';
    const BROWSER = 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0';
    for (const [clientType, own, other] of [
      [1, DESKTOP, BROWSER],
      [3, BROWSER, DESKTOP],
    ] as const) {
      const { user, examResultId } = await running({ clientType }, own);
      const as = (userAgent: string, method: 'GET' | 'POST', url: string, payload?: object) =>
        holder.app.injectAs({ user }, { method, url, payload, headers: { 'user-agent': userAgent } });
      const details = `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}`;
      const leave = {
        examResultId,
        events: [{ eventType: 'blur', occurredAt: START.toISOString(), durationMs: 900 }],
      };

      for (const [method, url, payload] of [
        ['GET', `${details}?clientId=elsewhere`, undefined],
        ['POST', '/api/iexam/useranswer/v1/switchScreenTimesCommit', leave],
        ['POST', '/api/iexam/sso/v1/doExam', { examResultId }],
      ] as const) {
        const refused = await as(other, method, url, payload);
        expect(refused.statusCode, `${clientType} ${url}`).toBe(403);
        expect(refused.json().code).toBe(6002);
      }
      // Nothing crossed: the attempt still runs, held by the client that started it, with no leave counted.
      const [row] = await db().select().from(examResults).where(eq(examResults.id, examResultId));
      expect(row).toMatchObject({ status: 'in_progress', activeClientId: CLIENT, switchScreenTimes: 0 });
      expect((await as(own, 'GET', `${details}?clientId=${CLIENT}`)).statusCode).toBe(200);
      expect((await as(own, 'POST', '/api/iexam/sso/v1/doExam', { examResultId })).statusCode).toBe(200);
      // Once handed in, its outcome may be read anywhere.
      expect((await as(other, 'GET', details)).statusCode).toBe(200);
    }
  });

  it('the answer time runs from the commitment letter accepted, and the paper waits for it (issue 17 defect 10)', async () => {
    const { user, examResultId } = await running({
      isCommitmentLetter: 1,
      examCommitmentLetter: '本人承诺独立完成。',
    });
    const details = async () =>
      (
        await holder.app.injectAs(
          { user },
          { method: 'GET', url: `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}` },
        )
      ).json().data as { subjects: unknown[]; deadline: string; letterAcceptedAt: string | null };
    const accept = () =>
      holder.app.injectAs(
        { user },
        {
          method: 'POST',
          url: '/api/iexam/useranswer/v1/examResults/acceptCommitmentLetter',
          payload: { examResultId },
        },
      );

    const before = await details();
    expect(before).toMatchObject({
      subjects: [],
      letterAcceptedAt: null,
      deadline: seconds(30 * 60).toISOString(),
    });

    now = seconds(4 * 60); // four minutes reading the letter
    const accepted = await accept();
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toEqual({
      deadline: seconds(34 * 60).toISOString(),
      letterAcceptedAt: seconds(4 * 60).toISOString(),
    });
    const after = await details();
    expect(after.subjects.length).toBeGreaterThan(0);
    expect(after.deadline).toBe(seconds(34 * 60).toISOString());

    now = seconds(6 * 60); // another tab accepts too: nothing moves again
    expect((await accept()).json().data.deadline).toBe(seconds(34 * 60).toISOString());

    const plain = await running();
    const refused = await holder.app.injectAs(
      { user: plain.user },
      {
        method: 'POST',
        url: '/api/iexam/useranswer/v1/examResults/acceptCommitmentLetter',
        payload: { examResultId: plain.examResultId },
      },
    );
    expect(refused.statusCode).toBe(409);
  });

  it('review flags are kept with the attempt, for a reload or another device (issue 17 defect 10)', async () => {
    const { user, subjectIds, examResultId } = await running();
    const { single: first, multiple: second } = subjectIds;
    const flag = (subjectId: number, isFlagged: boolean) =>
      holder.app.injectAs(
        { user },
        {
          method: 'POST',
          url: '/api/iexam/useranswer/v1/examResults/reviewFlag',
          payload: { examResultId, subjectId, isFlagged },
        },
      );
    expect((await flag(first, true)).json().data.flaggedSubjectIds).toEqual([first]);
    expect((await flag(first, true)).json().data.flaggedSubjectIds).toEqual([first]);
    expect((await flag(second, true)).json().data.flaggedSubjectIds).toEqual([first, second]);
    expect((await flag(first, false)).json().data.flaggedSubjectIds).toEqual([second]);
    const details = await holder.app.injectAs(
      { user },
      { method: 'GET', url: `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}` },
    );
    expect(details.json().data.flaggedSubjectIds).toEqual([second]);

    const strange = await flag(2_000_000_000, true);
    expect(strange.statusCode).toBe(400);
    expect(strange.json().data).toMatchObject({ field: 'subjectId' });

    await holder.app.injectAs(
      { user },
      { method: 'POST', url: '/api/iexam/sso/v1/doExam', payload: { examResultId } },
    );
    expect((await flag(first, true)).statusCode).toBe(409);
  });

  it("another candidate's attempt is 404 for every attempt call", async () => {
    const { examResultId } = await running();
    const stranger = await createUser(db(), school.id);
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
