import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answers, appointments, bankSubjects, examResults, videos } from '../db/schema';
import { useTestApp } from '../test/build-app';
import {
  createAttempt,
  createExam,
  createOpenCandidate,
  createSchool,
  createSession,
  createUser,
} from '../test/factories';

/**
 * DESIGN §4: every query is scoped by tenant; a row of another school is a 404, never a leak. This visits EVERY
 * route the app registers as a candidate, an exam admin and an open-link visitor of school A, aimed at school B's
 * ids and tenant, and checks that nothing of B comes back.
 */
const MARK = 'SECRET-OF-SCHOOL-B';

/**
 * Routes anyone may call (/metrics: anyone on this machine, which injected requests come from); they may answer,
 * but must still show nothing private of B.
 */
const PUBLIC_ROUTES = new Set([
  'GET /healthz',
  'GET /metrics',
  'POST /api/accounts/login',
  'POST /api/accounts/logout',
  'GET /api/ischool/v1/schools/:schoolId',
]);
const isDocsRoute = (url: string) => url === '/docs' || url.startsWith('/docs/');

describe('tenant isolation across every route', () => {
  const holder = useTestApp();
  const ids: Record<string, string | number> = {};
  const actors: Record<string, Parameters<typeof holder.app.injectAs>[0]> = {};

  beforeAll(async () => {
    const db = holder.db();
    const a = await createSchool(db);
    const b = await createSchool(db, { name: 'School B', contactContext: 'public contact of B' });
    const candidateA = await createUser(db, a.id);
    const adminA = await createUser(db, a.id, { role: 'exam_admin' });
    const examA = await createExam(db, a.id);
    const visitorA = await createOpenCandidate(db, examA);
    const userB = await createUser(db, b.id, { userName: `b-user-${MARK}`, realName: MARK });
    const examB = await createExam(db, b.id, { examName: MARK, examIntroduction: MARK, examAppointment: 1 });
    const sessionB = await createSession(db, examB, {
      sessionName: MARK,
      locationCode: 'B-SITE',
      locationName: MARK,
    });
    // B's own visitor, named with the mark, so a query that leaked B's open-link identities would show it.
    await createOpenCandidate(db, examB, { name: MARK });
    const attemptB = await createAttempt(db, examB, {
      userId: userB.id,
      status: 'in_progress',
      submittedAt: null,
    });
    // B's video, named with the mark: neither its token, its playlist nor a segment may be had from school A.
    const [videoB] = await db
      .insert(videos)
      .values({ schoolId: b.id, key: `video-${MARK}`, name: MARK, path: 'intro/index.m3u8' })
      .returning();
    // B's bank question, its text the mark: no bank route of school A may read, change or delete it.
    await db.insert(bankSubjects).values({
      schoolId: b.id,
      key: 'b-question',
      source: 'console',
      subject: { key: 'b-question', subjectType: 6, subjectTitle: MARK, score: 1 },
    });
    // B's booking: no staff route of school A may move or cancel it.
    const [appointmentB] = await db
      .insert(appointments)
      .values({ schoolId: b.id, examId: examB.id, sessionId: sessionB.id, userId: userB.id, reserveType: 2 })
      .returning();
    Object.assign(ids, {
      appointmentId: appointmentB?.id ?? 0,
      schoolId: b.id,
      key: 'b-question',
      videoId: videoB?.id ?? 0,
      name: 'segment0.ts',
      // An uploaded image is fetched by its random name: B's names are not known to A, so A gets a 404.
      fileName: 'b-image.png',
      examId: examB.id,
      id: examB.id,
      sessionId: sessionB.id,
      // An identifyCode is the open link's credential: whoever holds B's may see B's exam. The attacker holds only
      // their own (of school A), and must get nothing of B with it.
      identifyCode: visitorA.identifyCode,
      userId: 1,
      examResultId: attemptB.id,
      times: 0,
      type: 1,
      subjectId: 1,
      current: 1,
      size: 10,
    });
    actors.candidate = { user: candidateA };
    actors.admin = { user: adminA };
    actors.visitor = { openCandidate: visitorA };
  });

  const fillPath = (url: string) =>
    url.replace(/:(\w+)/g, (_, name: string) => {
      if (!(name in ids))
        throw new Error(`tenant-isolation test: give the path parameter :${name} a value of B`);
      return encodeURIComponent(String(ids[name]));
    });

  it('lists the routes it visits (a new route must be visited here too)', () => {
    const visited = holder.app.routeTable.filter((route) => !isDocsRoute(route.url));
    expect(visited.length).toBeGreaterThan(0);
    for (const route of visited) expect(() => fillPath(route.url)).not.toThrow();
  });

  for (const actor of ['candidate', 'admin', 'visitor'] as const) {
    for (const tenant of ['B', 'own'] as const) {
      it(`a ${actor} of school A aimed at school B (tenant header: ${tenant}) gets nothing of B`, async () => {
        const routes = holder.app.routeTable.filter(
          (route) => !isDocsRoute(route.url) && !route.url.includes('*'),
        );
        for (const route of routes) {
          const key = `${route.method} ${route.url}`;
          const url = fillPath(route.url);
          const ownTenant = tenant === 'own';
          // Aimed at B by tenant (header and tenant_id), or from the own tenant with only B's ids.
          const query = `${ownTenant ? '' : `tenant_id=${ids.schoolId}&`}examId=${ids.examId}&sessionId=${ids.sessionId}&identifyCode=${ids.identifyCode}`;
          const response = await holder.app.injectAs(actors[actor] ?? 'anonymous', {
            method: route.method as 'GET',
            url: `${url}${url.includes('?') ? '&' : '?'}${query}`,
            tenant: ownTenant ? undefined : String(ids.schoolId),
            payload:
              route.method === 'GET'
                ? undefined
                : {
                    schoolId: ids.schoolId,
                    school: { id: ids.schoolId },
                    examId: ids.examId,
                    sessionId: ids.sessionId,
                    examResultId: ids.examResultId,
                    clientId: 'client-of-a',
                    authCode: '000000',
                    answers: [{ subjectId: 1, answer: MARK, seq: 1 }],
                    events: [{ eventType: 'hidden', occurredAt: '2026-06-01T08:00:00.000Z' }],
                  },
          });
          expect(response.body, key).not.toContain(MARK);
          expect(response.statusCode, `${key} failed with a server error`).toBeLessThan(500);
          if (!ownTenant && !PUBLIC_ROUTES.has(key)) {
            expect([400, 401, 403, 404, 405, 409, 429], `${key} answered ${response.statusCode}`).toContain(
              response.statusCode,
            );
          }
        }
      });
    }
  }

  it("after every visit, school B's bank question is still there", async () => {
    const rows = await holder.db().select().from(bankSubjects).where(eq(bankSubjects.key, 'b-question'));
    expect(rows.map((row) => row.subject)).toEqual([
      { key: 'b-question', subjectType: 6, subjectTitle: MARK, score: 1 },
    ]);
  });

  it("after every visit, school B's booking is still booked", async () => {
    const rows = await holder
      .db()
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, Number(ids.appointmentId)));
    expect(rows).toEqual([{ status: 'booked' }]);
  });

  it("after every visit, school B's attempt is untouched: still running, no answer, no switch event", async () => {
    const db = holder.db();
    const [attempt] = await db
      .select()
      .from(examResults)
      .where(eq(examResults.id, Number(ids.examResultId)));
    expect(attempt).toMatchObject({ status: 'in_progress', switchScreenTimes: 0 });
    expect(
      await db
        .select()
        .from(answers)
        .where(eq(answers.examResultId, Number(ids.examResultId))),
    ).toEqual([]);
  });
});
