import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { useSchool } from '../../test/school-fixture';
import { createResultAttempt, NO_SCORE_SEEN, NOW, scoresSeen } from '../results/results-fixture';

let now = NOW;
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe('releasing results (issue 21): what the candidate sees before and after', () => {
  const given = useSchool(
    { clock: () => now },
    { admin: { role: 'exam_admin' }, grader: { role: 'grader' } },
  );

  const seen = (made: Awaited<ReturnType<typeof createResultAttempt>>) =>
    scoresSeen(given.app, made.who, made.attempt);
  const nothing = NO_SCORE_SEEN;
  const scored = { achievement: 37.5, record: 37.5, result: 37.5, summary: 37.5 };
  const release = (examId: number, payload: object) =>
    given.app.postAs({ user: given.admin }, `/api/admin/v1/exams/${examId}/results/release`, payload);

  it('flag 3 announces nothing; released with flag 0 the score shows at once, and the release is audited', async () => {
    now = NOW;
    const made = await createResultAttempt(given.db(), given.school.id, await given.newUser(), {
      exam: { examResultFlag: 3 },
    });
    expect(await seen(made)).toEqual(nothing);
    const released = await release(made.attempt.examId, { examResultFlag: 0, reason: 'marks checked' });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().data).toEqual({ examResultFlag: 0, resultReleaseAt: null });
    expect(await seen(made)).toEqual(scored);
    const [entry] = await given
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, given.school.id), eq(auditLog.action, 'results.release')));
    expect(entry).toMatchObject({
      target: `exam:${made.attempt.examId}`,
      detail: expect.objectContaining({ examResultFlag: 0, reason: 'marks checked' }),
    });
  });

  it('a release in the future shows nothing until its time, then the score', async () => {
    now = NOW;
    const made = await createResultAttempt(given.db(), given.school.id, await given.newUser(), {
      exam: { examResultFlag: 3 },
    });
    const at = minutes(30);
    const released = await release(made.attempt.examId, { examResultFlag: 1, releaseAt: at.toISOString() });
    expect(released.json().data).toEqual({ examResultFlag: 1, resultReleaseAt: at.toISOString() });
    expect(await seen(made)).toEqual(nothing);
    now = minutes(29);
    expect(await seen(made)).toEqual(nothing);
    now = at;
    expect(await seen(made)).toEqual(scored);
    now = NOW;
  });

  it('takes back an announcement (flag 3 again), refuses a bad flag at its field, and is the exam admin’s only', async () => {
    now = NOW;
    const made = await createResultAttempt(given.db(), given.school.id, await given.newUser(), {
      exam: { examResultFlag: 0 },
    });
    expect(await seen(made)).toEqual(scored);
    expect((await release(made.attempt.examId, { examResultFlag: 3 })).statusCode).toBe(200);
    expect(await seen(made)).toEqual(nothing);
    const bad = await release(made.attempt.examId, { examResultFlag: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('examResultFlag');
    const byGrader = await given.app.postAs(
      { user: given.grader },
      `/api/admin/v1/exams/${made.attempt.examId}/results/release`,
      { examResultFlag: 0 },
    );
    expect(byGrader.statusCode).toBe(403);
    const otherSchool = await release(999_999, { examResultFlag: 0 });
    expect(otherSchool.statusCode).toBe(404);
  });
});
