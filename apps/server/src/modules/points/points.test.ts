import { LEARN_EVENT_RATE_LIMIT_PER_MINUTE } from '@iexam/domain/results';
import { describe, expect, it } from 'vitest';
import type { Who } from '../../test/build-app';
import { useSchool } from '../../test/school-fixture';
import { createResultAttempt, hours, NOW } from '../results/results-fixture';

const LEARN = '/api/point/v1/event/learn';

describe('learn events (SPEC §7 /api/point/v1/event/learn)', () => {
  const given = useSchool({ clock: () => NOW });
  const report = (who: Who, payload: Record<string, unknown>) =>
    given.app.injectAs(who, { method: 'POST', url: LEARN, payload });

  it.each([
    ['an account', 'account'],
    ['an open-link visitor', 'open link'],
  ] as const)(
    '%s: recorded once per event and attempt; a repeat answers the first record',
    async (_, kind) => {
      const owner = kind === 'account' ? await given.newUser() : 'open link';
      const { attempt, who } = await createResultAttempt(given.db(), given.school.id, owner);
      const payload = { eventType: 'exam_result_viewed', businessId: attempt.id };
      const first = (await report(who, payload)).json();
      expect(first).toMatchObject({
        code: 200,
        data: {
          eventType: 'exam_result_viewed',
          businessId: attempt.id,
          occurredAt: NOW.toISOString(),
          isDuplicate: false,
        },
      });
      const again = await Promise.all([report(who, payload), report(who, payload)]);
      for (const answer of again) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data).toMatchObject({ eventId: first.data.eventId, isDuplicate: true });
      }
      const other = (await report(who, { ...payload, eventType: 'exam_review_viewed' })).json().data;
      expect(other).toMatchObject({ isDuplicate: false });
      expect(other.eventId).not.toBe(first.data.eventId);
    },
  );

  it("another candidate's attempt is a 404, one in progress a 409, a bad body a 400 naming the field", async () => {
    const owner = await given.newUser();
    const mine = await createResultAttempt(given.db(), given.school.id, owner);
    const stranger = { user: await given.newUser() };
    expect(
      (await report(stranger, { eventType: 'exam_result_viewed', businessId: mine.attempt.id })).statusCode,
    ).toBe(404);
    const running = await createResultAttempt(given.db(), given.school.id, owner, {
      exam: { endTime: hours(2) },
      attempt: { status: 'in_progress', startAnswerTime: hours(-0.5), submittedAt: null, score: null },
    });
    expect(
      (await report(running.who, { eventType: 'exam_result_viewed', businessId: running.attempt.id }))
        .statusCode,
    ).toBe(409);
    const bad = await report(mine.who, { eventType: 'liked', businessId: mine.attempt.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'eventType: one of exam_result_viewed, exam_review_viewed, exam_analysis_viewed',
    );
    expect((await report('anonymous', { eventType: 'exam_result_viewed', businessId: 1 })).statusCode).toBe(
      401,
    );
  });

  it(`is rate-limited to ${LEARN_EVENT_RATE_LIMIT_PER_MINUTE} calls per candidate per minute`, async () => {
    const { attempt, who } = await createResultAttempt(given.db(), given.school.id, await given.newUser());
    const payload = { eventType: 'exam_result_viewed', businessId: attempt.id };
    for (let call = 0; call < LEARN_EVENT_RATE_LIMIT_PER_MINUTE; call += 1) await report(who, payload);
    expect((await report(who, payload)).statusCode).toBe(429);
  });
});
