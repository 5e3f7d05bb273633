import { FEEDBACK_RATE_LIMIT_PER_MINUTE, MAX_FEEDBACKS_PER_SUBJECT } from '@iexam/domain/results';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subjectFeedbacks } from '../../db/schema';
import type { Who } from '../../test/build-app';
import { useSchool } from '../../test/school-fixture';
import { createResultAttempt, hours, NOW } from './results-fixture';

const FEEDBACK = '/api/exam/api/subjectFeedback/submitFeedback';
const APPRAISAL = '/api/iexam/userexam/v1/examResults/selectAppraisalDirection';

describe('feedback and appraisal direction: what a candidate may write on a result (issue 6 review)', () => {
  const given = useSchool({ clock: () => NOW });

  /** A fresh candidate per test, so the per-candidate rate limit of one test never counts another's calls. */
  const freshAttempt = async (options: Parameters<typeof createResultAttempt>[3] = {}) =>
    createResultAttempt(given.db(), given.school.id, await given.newUser(), options);
  /** Started half an hour ago with an hour to write: not overdue, so the server does not hand it in. */
  const stillWriting = {
    exam: { endTime: hours(2) },
    attempt: { status: 'in_progress' as const, startAnswerTime: hours(-0.5), submittedAt: null, score: null },
  };
  const feedback = (attempt: { id: number }, subjectId: number, feedbackType: string, content: string) => ({
    examResultId: attempt.id,
    subjectId,
    feedbackType,
    content,
  });
  const send = (who: Who, payload: Record<string, unknown>) =>
    given.app.injectAs(who, { method: 'POST', url: FEEDBACK, payload });

  it.each([
    {
      rule: 'text over 1000 characters',
      change: { content: 'a'.repeat(1001) },
      message: 'content: at most 1000 characters',
    },
    { rule: 'blank text', change: { content: '   ' }, message: 'content: must not be empty' },
    {
      rule: 'no subject',
      change: { subjectId: undefined },
      message: 'subjectId: subjectId must be a number',
    },
    {
      rule: 'an unknown type',
      change: { feedbackType: 'rude' },
      message: 'feedbackType: one of question, answer, explanation, other',
    },
  ])('feedback with $rule is a 400 naming the field', async ({ change, message }) => {
    const { attempt, subjectIds, who } = await freshAttempt();
    const payload = { ...feedback(attempt, subjectIds.single, 'answer', 'ok'), ...change };
    const response = await send(who, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message });
  });

  it(`at most ${MAX_FEEDBACKS_PER_SUBJECT} feedbacks per subject of an attempt, even sent all at once`, async () => {
    const { attempt, subjectIds, who } = await freshAttempt();
    const payload = feedback(attempt, subjectIds.code, 'question', 'x');
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(who, payload)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)?.json();
    expect(refused).toMatchObject({
      code: 6303,
      message: `subjectId: at most ${MAX_FEEDBACKS_PER_SUBJECT} feedbacks per question of an attempt`,
      data: { field: 'subjectId' },
    });
    const stored = await given
      .db()
      .select()
      .from(subjectFeedbacks)
      .where(
        and(eq(subjectFeedbacks.schoolId, given.school.id), eq(subjectFeedbacks.examResultId, attempt.id)),
      );
    expect(stored).toHaveLength(MAX_FEEDBACKS_PER_SUBJECT);
    // Another subject of the same attempt has its own allowance.
    expect((await send(who, { ...payload, subjectId: subjectIds.single })).statusCode).toBe(200);
  });

  it(`feedback is rate-limited to ${FEEDBACK_RATE_LIMIT_PER_MINUTE} calls per candidate per minute`, async () => {
    const { attempt, who } = await freshAttempt();
    const payload = { examResultId: attempt.id, subjectId: 999_999, feedbackType: 'other', content: 'x' };
    for (let call = 0; call < FEEDBACK_RATE_LIMIT_PER_MINUTE; call += 1)
      expect((await send(who, payload)).statusCode).toBe(400);
    const limited = await send(who, payload);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(429);
    // The limit is the candidate's, not the route's: someone else still gets through.
    const other = await freshAttempt();
    expect((await send(other.who, { ...payload, examResultId: other.attempt.id })).statusCode).toBe(400);
  });

  it("feedback on an attempt still in progress is a 409; on another candidate's a 404", async () => {
    const running = await freshAttempt(stillWriting);
    const payload = {
      examResultId: running.attempt.id,
      subjectId: running.subjectIds.single,
      feedbackType: 'other',
      content: 'x',
    };
    expect((await send(running.who, payload)).statusCode).toBe(409);
    const stranger = await freshAttempt();
    expect((await send(stranger.who, payload)).statusCode).toBe(404);
  });

  it("the appraisal direction is refused on an attempt in progress (409) and on another candidate's (404)", async () => {
    const choose = (who: Who, examResultId: number) =>
      given.app.postAs(who, APPRAISAL, { examResultId, direction: 'backend' });
    const running = await freshAttempt(stillWriting);
    const refused = await choose(running.who, running.attempt.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'examResultId: hand the attempt in first',
      data: { field: 'examResultId' },
    });
    const mine = await freshAttempt();
    const stranger = await freshAttempt();
    expect((await choose(stranger.who, mine.attempt.id)).statusCode).toBe(404);
    expect((await choose(mine.who, mine.attempt.id)).json().data).toEqual({
      examResultId: mine.attempt.id,
      appraisalDirection: 'backend',
    });
  });
});
