import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examResults } from '../../db/schema';
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
