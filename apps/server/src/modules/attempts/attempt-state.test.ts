import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attemptNotices, examResults, examRules } from '../../db/schema';
import { CLIENT, START, seconds, useRunningAttempts } from '../../test/running-attempts';

describe('what a running attempt keeps: its client, the commitment letter, the review flags (issue 17)', () => {
  const { holder, db, clock, running } = useRunningAttempts();

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
      holder.app.postAs({ user }, '/api/iexam/useranswer/v1/examResults/acceptCommitmentLetter', {
        examResultId,
      });

    const before = await details();
    expect(before).toMatchObject({
      subjects: [],
      letterAcceptedAt: null,
      deadline: seconds(30 * 60).toISOString(),
    });

    clock.now = seconds(4 * 60); // four minutes reading the letter
    const accepted = await accept();
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toEqual({
      deadline: seconds(34 * 60).toISOString(),
      letterAcceptedAt: seconds(4 * 60).toISOString(),
    });
    const after = await details();
    expect(after.subjects.length).toBeGreaterThan(0);
    expect(after.deadline).toBe(seconds(34 * 60).toISOString());

    clock.now = seconds(6 * 60); // another tab accepts too: nothing moves again
    expect((await accept()).json().data.deadline).toBe(seconds(34 * 60).toISOString());

    const plain = await running();
    const refused = await holder.app.postAs(
      { user: plain.user },
      '/api/iexam/useranswer/v1/examResults/acceptCommitmentLetter',
      { examResultId: plain.examResultId },
    );
    expect(refused.statusCode).toBe(409);
  });

  it('review flags are kept with the attempt, for a reload or another device (issue 17 defect 10)', async () => {
    const { user, subjectIds, examResultId } = await running();
    const { single: first, multiple: second } = subjectIds;
    const flag = (subjectId: number, isFlagged: boolean) =>
      holder.app.postAs({ user }, '/api/iexam/useranswer/v1/examResults/reviewFlag', {
        examResultId,
        subjectId,
        isFlagged,
      });
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

    await holder.app.postAs({ user }, '/api/iexam/sso/v1/doExam', { examResultId });
    expect((await flag(first, true)).statusCode).toBe(409);
  });
});

describe('the answer page poll: what staff changed, what the candidate is told, where the client is (issue 21)', () => {
  const { holder, db, clock, running } = useRunningAttempts();
  const stateUrl = (examResultId: number) => `/api/iexam/useranswer/v1/attemptState/${examResultId}`;
  const poll = (user: { schoolId: string; id: number }, examResultId: number, remoteAddress = '10.0.0.1') =>
    holder.app.injectAs(
      { user: user as never },
      { method: 'GET', url: stateUrl(examResultId), remoteAddress },
    );
  const row = async (examResultId: number) =>
    (await db().select().from(examResults).where(eq(examResults.id, examResultId)))[0];

  it("answers the attempt's state and its notices, oldest first; another candidate's attempt is 404", async () => {
    const { user, examResultId } = await running({ allowedSwitchScreenTimes: 3 });
    const noticeAt = (n: number) => seconds(60 + n);
    await db()
      .insert(attemptNotices)
      .values([
        {
          schoolId: user.schoolId,
          examResultId,
          kind: 'switch_screen_reset',
          reason: '网络故障',
          // Passed on as the staff action wrote it.
          detail: { from: 2, minutes: null },
          at: noticeAt(2),
        },
        {
          schoolId: user.schoolId,
          examResultId,
          kind: 'extra_time',
          reason: '迟到补时',
          detail: { minutes: 5, deadline: seconds(35 * 60).toISOString() },
          at: noticeAt(1),
        },
      ]);
    clock.now = seconds(120);
    const response = await poll(user, examResultId);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      status: 'in_progress',
      deadline: seconds(30 * 60).toISOString(),
      now: seconds(120).toISOString(),
      switchScreenTimes: 0,
      allowedSwitchScreenTimes: 3,
      handInReason: null,
      notices: [
        {
          id: expect.any(Number),
          kind: 'extra_time',
          reason: '迟到补时',
          detail: { minutes: 5, deadline: seconds(35 * 60).toISOString() },
          at: noticeAt(1).toISOString(),
        },
        {
          id: expect.any(Number),
          kind: 'switch_screen_reset',
          reason: '网络故障',
          detail: { from: 2, minutes: null },
          at: noticeAt(2).toISOString(),
        },
      ],
    });

    const other = await running();
    const refused = await poll(other.user, examResultId);
    expect(refused.statusCode).toBe(404);
    expect((await poll(user, 2_000_000_000)).statusCode).toBe(404);
  });

  it('a moved deadline is what the poll answers; an overdue attempt comes back handed in', async () => {
    const { user, examResultId } = await running();
    await db()
      .update(examResults)
      .set({ deadline: seconds(40 * 60) })
      .where(eq(examResults.id, examResultId));
    clock.now = seconds(35 * 60); // past the first deadline, before the moved one
    expect((await poll(user, examResultId)).json().data).toMatchObject({
      status: 'in_progress',
      deadline: seconds(40 * 60).toISOString(),
    });

    clock.now = seconds(50 * 60);
    const after = (await poll(user, examResultId)).json().data;
    expect(after).toMatchObject({ handInReason: 'timeUp', deadline: seconds(40 * 60).toISOString() });
    expect(after.status).not.toBe('in_progress');
    // A handed-in attempt's client is no longer followed: the last presence stays the running one's.
    expect(await row(examResultId)).toMatchObject({ lastSeenAt: seconds(35 * 60) });
  });

  it("records the client's presence; a new address counts one change, the first and the same do not", async () => {
    const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 iExamClient/2.4.0';
    const { user, examResultId } = await running();
    expect(await row(examResultId)).toMatchObject({ lastSeenAt: null, clientIp: null, ipChanges: 0 });

    clock.now = seconds(15);
    await poll(user, examResultId, '10.0.0.1');
    expect(await row(examResultId)).toMatchObject({
      lastSeenAt: seconds(15),
      clientIp: '10.0.0.1',
      clientKind: 'browser',
      ipChanges: 0,
    });
    clock.now = seconds(30);
    await poll(user, examResultId, '10.0.0.1');
    expect(await row(examResultId)).toMatchObject({ lastSeenAt: seconds(30), ipChanges: 0 });
    clock.now = seconds(45);
    await poll(user, examResultId, '10.0.0.2');
    expect(await row(examResultId)).toMatchObject({ clientIp: '10.0.0.2', ipChanges: 1 });

    // The answer page's first load records the same, through the same statement.
    clock.now = seconds(60);
    const details = await holder.app.injectAs(
      { user },
      {
        method: 'GET',
        url: `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}?clientId=${CLIENT}`,
        remoteAddress: '10.0.0.3',
      },
    );
    expect(details.statusCode).toBe(200);
    expect(await row(examResultId)).toMatchObject({
      lastSeenAt: seconds(60),
      clientIp: '10.0.0.3',
      ipChanges: 2,
    });

    const desktop = await running({ clientType: 1 }, DESKTOP);
    await holder.app.injectAs(
      { user: desktop.user },
      { method: 'GET', url: stateUrl(desktop.examResultId), headers: { 'user-agent': DESKTOP } },
    );
    expect(await row(desktop.examResultId)).toMatchObject({ clientKind: 'desktop', ipChanges: 0 });
  });

  it('an attempt reopened by staff is offered to continue on the exam information page, past its one attempt', async () => {
    const { user, exam, examResultId } = await running();
    await db()
      .insert(examRules)
      .values({ schoolId: user.schoolId, examId: exam.id, ruleType: 1, ruleValue: 1 });
    await holder.app.postAs({ user }, '/api/iexam/sso/v1/doExam', { examResultId });
    const info = async () =>
      (await holder.app.getAs({ user }, `/api/iexam/userexam/v1/exams/${exam.id}`)).json().data;
    expect(await info()).toMatchObject({ userGoingExamResultId: null });

    // What the monitor's reopen leaves (status back to in_progress until a new deadline).
    await db()
      .update(examResults)
      .set({ status: 'in_progress', deadline: seconds(45 * 60), submittedAt: null, handInReason: null })
      .where(eq(examResults.id, examResultId));
    clock.now = seconds(35 * 60);
    expect(await info()).toMatchObject({ userGoingExamResultId: examResultId });
    const resumed = await holder.app.postAs({ user }, '/api/iexam/userexam/v1/examResults/startExam', {
      examId: exam.id,
      clientId: CLIENT,
    });
    expect(resumed.json().data).toMatchObject({ examResultId, isResumed: true });
    expect((await poll(user, examResultId)).json().data).toMatchObject({
      status: 'in_progress',
      deadline: seconds(45 * 60).toISOString(),
    });
  });
});
