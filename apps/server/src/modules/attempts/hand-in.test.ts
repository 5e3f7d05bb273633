import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examResults, switchScreenEvents } from '../../db/schema';
import { START, seconds, useRunningAttempts } from '../../test/running-attempts';
import { sweepOverdueAttempts } from './service/sweep-overdue';

describe('hand-in: by the candidate, the deadline and the leave limit, and why (DESIGN §5)', () => {
  const { holder, db, clock, running, save, stored } = useRunningAttempts();

  it('hand-in grades the objective subjects and waits for the essay and code (grading, isScoring 1)', async () => {
    const { user, subjectIds, examResultId } = await running();
    await save(user, examResultId, [
      { subjectId: subjectIds.single, answer: 'B', seq: 1 },
      { subjectId: subjectIds.multiple, answer: ['A', 'C'], seq: 1 },
      { subjectId: subjectIds.judgement, answer: false, seq: 1 },
      { subjectId: subjectIds.fill, answer: ['42', 'Python'], seq: 1 },
      { subjectId: subjectIds.essay, answer: 'my essay', seq: 1 },
    ]);
    const handed = await holder.app.postAs({ user }, '/api/iexam/sso/v1/doExam', { examResultId });
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
    const again = await holder.app.postAs({ user }, '/api/iexam/sso/v1/doExam', { examResultId });
    expect(again.json().data).toMatchObject({ status: 'grading', isScoring: 1 });
    const late = await save(user, examResultId, [{ subjectId: subjectIds.single, answer: 'A', seq: 2 }]);
    expect(late.json().code).toBe(6102);
    expect((await stored(examResultId))[subjectIds.single]).toEqual({ answer: 'B', seq: 1 });
  });

  it('a save inside the grace after the deadline counts; after it, 6102 and the attempt is handed in at its deadline', async () => {
    const { user, subjectIds, examResultId } = await running();
    clock.now = seconds(1800 + 10);
    expect(
      (await save(user, examResultId, [{ subjectId: subjectIds.single, answer: 'B', seq: 1 }])).statusCode,
    ).toBe(200);
    clock.now = seconds(1800 + 16);
    expect(
      (await save(user, examResultId, [{ subjectId: subjectIds.single, answer: 'A', seq: 2 }])).json().code,
    ).toBe(6102);
    const [row] = await db().select().from(examResults).where(eq(examResults.id, examResultId));
    // Only the single choice was answered: nothing waits for a person, so the attempt is graded at once.
    expect(row).toMatchObject({ status: 'graded', submittedAt: seconds(1800), score: 10 });
  });

  it('the sweep hands in overdue attempts stamped with their deadline, not the sweep time', async () => {
    const { examResultId } = await running({ examSettingTime: 1 });
    clock.now = seconds(3600);
    expect(await sweepOverdueAttempts(db(), clock.now)).toBeGreaterThanOrEqual(1);
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
      holder.app.postAs({ user: user as never }, '/api/iexam/sso/v1/doExam', { examResultId, ...extra });

    it('none while it runs; the candidate, with or without a time-up claim made long before the deadline', async () => {
      const mine = await running();
      expect(await reasonOf(mine.user, mine.examResultId)).toBeNull();
      expect((await doExam(mine.user, mine.examResultId)).json().data.handInReason).toBe('candidate');

      const early = await running();
      clock.now = seconds(60);
      expect(
        (await doExam(early.user, early.examResultId, { isTimeUp: true })).json().data.handInReason,
      ).toBe('candidate');
    });

    it("the page's own hand-in when its countdown ended, a few seconds early by the server's clock", async () => {
      const { user, examResultId } = await running();
      clock.now = seconds(30 * 60 - 3);
      expect((await doExam(user, examResultId, { isTimeUp: true })).json().data.handInReason).toBe('timeUp');
    });

    it('the time limit, when the server ends the attempt (sweep) or finds it overdue', async () => {
      const swept = await running({ examSettingTime: 1 });
      clock.now = seconds(3600);
      await sweepOverdueAttempts(db(), clock.now);
      expect(await reasonOf(swept.user, swept.examResultId)).toBe('timeUp');

      const overdue = await running({ examSettingTime: 1 });
      clock.now = seconds(3600);
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
});
