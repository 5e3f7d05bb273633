import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { versionChecked } from '../../db/process-cache';
import { appointments, examResults, groupMembers, preparedAttempts, sessionGroups } from '../../db/schema';
import { countStatements } from '../../test/count-statements';
import { useSchool } from '../../test/school-fixture';
import { PREPARE_AGAIN_MS, prepareUpcomingAttempts } from './service/prepare-attempts';

const NOW = new Date('2026-06-03T02:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

/** DESIGN §5 start burst: first attempts made ready before the session opens, claimed by the start. */
describe('prepared first attempts', () => {
  const now = NOW;
  const given = useSchool({ clock: () => now, school: { isOpen: true } });

  /** An exam whose one session opens `opensIn` minutes from NOW, private to a group of `members` new users. */
  const privateExam = async (options: { members?: number; opensIn?: number; fields?: object } = {}) => {
    const users = [];
    for (let index = 0; index < (options.members ?? 3); index += 1) users.push(await given.newUser());
    const group = await given.newGroup(users.map((user) => user.id));
    const exam = await given.newExam({
      isPublic: 0,
      groupIds: [group.id],
      beginTime: minutes(-600),
      endTime: minutes(600),
      ...options.fields,
    });
    const session = await given.newSession(exam, {
      beginTime: minutes(options.opensIn ?? 30),
      endTime: minutes(300),
    });
    const paper = await given.newPaper(exam);
    return { exam, session, paper, users, group };
  };

  const preparedOf = (examId: number) =>
    given.db().select().from(preparedAttempts).where(eq(preparedAttempts.examId, examId));
  const attemptsOf = (examId: number, userId: number) =>
    given
      .db()
      .select()
      .from(examResults)
      .where(and(eq(examResults.examId, examId), eq(examResults.userId, userId)));
  const start = (user: { schoolId: string; id: number }, examId: number, clientId = 'client-0001') =>
    given.app.postAs({ user: user as never }, '/api/iexam/userexam/v1/examResults/startExam', {
      examId,
      clientId,
    });

  it('prepares every invited candidate without an attempt, on the first paper, for a session opening within the hour', async () => {
    const { exam, session, paper, users } = await privateExam({ members: 3 });
    const [veteran] = users;
    if (!veteran) throw new Error('no users');
    await given.newAttempt(exam, { userId: veteran.id, startAnswerTime: minutes(-2000) });
    await prepareUpcomingAttempts(given.db(), NOW, new Map());
    const rows = await preparedOf(exam.id);
    expect(rows.map((row) => row.userId).sort()).toEqual(
      users
        .slice(1)
        .map((user) => user.id)
        .sort(),
    );
    expect(rows.every((row) => row.sessionId === session.id && row.paperId === paper.id)).toBe(true);
  });

  it.each([
    { rule: 'a session opening in two hours is not prepared yet', opensIn: 120, fields: {} },
    { rule: 'a public exam names nobody in advance', opensIn: 30, fields: { isPublic: 1 } },
    { rule: 'an unpublished exam is not prepared', opensIn: 30, fields: { examStatus: 0 } },
  ])('$rule', async ({ opensIn, fields }) => {
    const { exam } = await privateExam({ opensIn, fields });
    await prepareUpcomingAttempts(given.db(), NOW, new Map());
    expect(await preparedOf(exam.id)).toEqual([]);
  });

  it('an exam whose limits allow no attempt at all is not prepared', async () => {
    const { exam } = await privateExam();
    await given.newExamRules(exam, { ruleType: 6, ruleValue: 0 });
    await prepareUpcomingAttempts(given.db(), NOW, new Map());
    expect(await preparedOf(exam.id)).toEqual([]);
  });

  it('an appointment exam prepares the booked candidates of the session only', async () => {
    const { exam, session, users } = await privateExam({ members: 3, fields: { examAppointment: 1 } });
    const [booked, cancelled] = users;
    if (!booked || !cancelled) throw new Error('no users');
    await given
      .db()
      .insert(appointments)
      .values([
        {
          schoolId: given.school.id,
          examId: exam.id,
          sessionId: session.id,
          userId: booked.id,
          reserveType: 2,
        },
        {
          schoolId: given.school.id,
          examId: exam.id,
          sessionId: session.id,
          userId: cancelled.id,
          reserveType: 2,
          status: 'cancelled' as const,
        },
      ]);
    await prepareUpcomingAttempts(given.db(), NOW, new Map());
    expect((await preparedOf(exam.id)).map((row) => row.userId)).toEqual([booked.id]);
  });

  it("a private-by-session exam prepares the members of each session's groups for that session", async () => {
    const { exam, session, users } = await privateExam({ members: 2, fields: { isPublic: 2 } });
    const [member] = users;
    if (!member) throw new Error('no users');
    const sessionGroup = await given.newGroup([member.id]);
    await given
      .db()
      .insert(sessionGroups)
      .values({ schoolId: given.school.id, sessionId: session.id, groupId: sessionGroup.id });
    await prepareUpcomingAttempts(given.db(), NOW, new Map());
    expect((await preparedOf(exam.id)).map((row) => [row.userId, row.sessionId])).toEqual([
      [member.id, session.id],
    ]);
  });

  it('preparing again writes nothing; a process skips a session it prepared lately', async () => {
    const { exam, users } = await privateExam({ members: 2 });
    const recent = new Map<string, number>();
    const first = await prepareUpcomingAttempts(given.db(), NOW, recent);
    expect(first.attempts).toBeGreaterThanOrEqual(users.length);
    const again = await prepareUpcomingAttempts(given.db(), NOW, new Map());
    expect(again.attempts).toBe(0);
    const skipped = await prepareUpcomingAttempts(given.db(), new Date(NOW.getTime() + 1_000), recent);
    expect(skipped.sessions).toBe(0);
    const later = await prepareUpcomingAttempts(
      given.db(),
      new Date(NOW.getTime() + PREPARE_AGAIN_MS),
      recent,
    );
    expect(later.sessions).toBeGreaterThan(0);
    expect(await preparedOf(exam.id)).toHaveLength(users.length);
  });

  describe('starting with a prepared attempt', () => {
    const opened = async (members = 1) => {
      const exam = await privateExam({ members, opensIn: -5 });
      await prepareUpcomingAttempts(given.db(), NOW, new Map());
      return exam;
    };

    it('claims it: the attempt runs on the prepared paper with its deadline, and the row is used up', async () => {
      const { exam, session, paper, users } = await opened();
      const [user] = users;
      if (!user) throw new Error('no users');
      const response = await start(user, exam.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.isResumed).toBe(false);
      const [attempt] = await attemptsOf(exam.id, user.id);
      expect(attempt).toMatchObject({
        id: response.json().data.examResultId,
        paperId: paper.id,
        sessionId: session.id,
        status: 'in_progress',
        activeClientId: 'client-0001',
      });
      expect(attempt?.startAnswerTime.toISOString()).toBe(NOW.toISOString());
      expect(attempt?.deadline.toISOString()).toBe(minutes(exam.examSettingTime).toISOString());
      expect(await preparedOf(exam.id)).toEqual([]);
    });

    it('the claim is the start: viewer state and one statement, no transaction', async () => {
      const { exam, users } = await opened();
      const [user] = users;
      if (!user) throw new Error('no users');
      // Caches (exam settings, paper ids, the login session) warmed by a first look at the exam.
      await given.app.injectAs({ user }, { method: 'GET', url: `/api/iexam/userexam/v1/exams/${exam.id}` });
      const token = await given.app.tokenFor({ user });
      const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': given.school.id };
      await given.app.inject({ method: 'GET', url: `/api/iexam/userexam/v1/exams/${exam.id}`, headers });
      let status = 0;
      const statements = await countStatements(async () => {
        const response = await given.app.inject({
          method: 'POST',
          url: '/api/iexam/userexam/v1/examResults/startExam',
          headers,
          payload: { examId: exam.id, clientId: 'client-0001' },
        });
        status = response.statusCode;
      });
      expect(status).toBe(200);
      expect(statements, statements.join('\n')).toHaveLength(2);
      expect(statements[1]).toMatch(/^with claimed as \(\s*delete from "prepared_attempts"/);
    });

    it('the whole start of one candidate, exam info to the first paper load, costs six statements', async () => {
      const { exam, users } = await opened(2);
      const [first, second] = users;
      if (!first || !second) throw new Error('no users');
      const flow = async (user: typeof first) => {
        const token = await given.app.tokenFor({ user });
        const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': given.school.id };
        const step = async (method: 'GET' | 'POST', url: string, payload?: object) => {
          let response: Awaited<ReturnType<typeof given.app.inject>> | undefined;
          const statements = await countStatements(async () => {
            response = await given.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
          });
          expect(response?.statusCode, response?.body).toBe(200);
          return { statements, data: response?.json().data };
        };
        // The candidate's login session is checked on its first request of this process, the portal's list.
        await step('GET', '/api/iexam/userexam/v1/portal/exams');
        const info = await step('GET', `/api/iexam/userexam/v1/exams/${exam.id}`);
        const sso = await step('POST', '/api/iexam/sso/v1/generatetoken', { examId: exam.id });
        const started = await step('POST', '/api/iexam/userexam/v1/examResults/startExam', {
          examId: exam.id,
          clientId: 'client-0001',
        });
        const paper = await step(
          'GET',
          `/api/iexam/useranswer/v1/examResults/answerDetails/${started.data.examResultId}?clientId=client-0001`,
        );
        return [info, sso, started, paper];
      };
      // The first candidate fills the per-process caches (exam settings, paper ids, the paper itself).
      await flow(first);
      // Its first cache version check, which drops what was loaded before it, is over before the counted flow.
      await versionChecked(given.app.database.db);
      const steps = await flow(second);
      const all = steps.flatMap((step) => step.statements).join('\n');
      // The paper load reads the attempt and records the client's presence for the live monitor (issue 21).
      expect(
        steps.map((step) => step.statements.length),
        all,
      ).toEqual([1, 1, 2, 2]);
    });

    it("a row made for a paper that is no longer the exam's first is not claimed: the start takes the first paper", async () => {
      const { exam, paper, users } = await opened();
      const [user] = users;
      if (!user) throw new Error('no users');
      const later = await given.newPaper(exam);
      await given
        .db()
        .update(preparedAttempts)
        .set({ paperId: later.id })
        .where(eq(preparedAttempts.examId, exam.id));
      const response = await start(user, exam.id);
      expect(response.statusCode, response.body).toBe(200);
      const [attempt] = await attemptsOf(exam.id, user.id);
      expect(attempt?.paperId).toBe(paper.id);
      expect(await preparedOf(exam.id)).toEqual([]);
    });

    it('20 concurrent starts of one candidate make exactly one attempt', async () => {
      const { exam, users } = await opened();
      const [user] = users;
      if (!user) throw new Error('no users');
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => start(user, exam.id, `client-${1000 + index}`)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
      const ids = new Set(responses.map((response) => response.json().data.examResultId));
      expect(ids.size).toBe(1);
      expect(await attemptsOf(exam.id, user.id)).toHaveLength(1);
    });

    it('grants nothing: a candidate taken out of the group after preparation is refused and gets no attempt', async () => {
      const { exam, users, group } = await opened();
      const [user] = users;
      if (!user) throw new Error('no users');
      await given
        .db()
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, user.id)));
      const response = await start(user, exam.id);
      expect(response.statusCode).toBe(403);
      expect(await attemptsOf(exam.id, user.id)).toEqual([]);
    });

    it('an attempt loaded after preparation counts: the limit of one refuses the start', async () => {
      const { exam, users } = await privateExam({ members: 1, opensIn: -5 });
      await given.newExamRules(exam, { ruleType: 1, ruleValue: 1 });
      await prepareUpcomingAttempts(given.db(), NOW, new Map());
      const [user] = users;
      if (!user) throw new Error('no users');
      expect(await preparedOf(exam.id)).toHaveLength(1);
      await given.newAttempt(exam, { userId: user.id, startAnswerTime: minutes(-300) });
      const response = await start(user, exam.id);
      expect(response.json()).toMatchObject({ code: 6007 });
      expect(await attemptsOf(exam.id, user.id)).toHaveLength(1);
    });

    it('a start in another session of the exam starts the ordinary way and uses the prepared row up', async () => {
      const { exam, users } = await opened();
      const [user] = users;
      if (!user) throw new Error('no users');
      const other = await given.newSession(exam, { beginTime: minutes(-10), endTime: minutes(200) });
      const response = await given.app.postAs({ user }, '/api/iexam/userexam/v1/examResults/startExam', {
        examId: exam.id,
        sessionId: other.id,
        clientId: 'client-0001',
      });
      expect(response.statusCode, response.body).toBe(200);
      const [attempt] = await attemptsOf(exam.id, user.id);
      expect(attempt?.sessionId).toBe(other.id);
      expect(await preparedOf(exam.id)).toEqual([]);
    });
  });
});
