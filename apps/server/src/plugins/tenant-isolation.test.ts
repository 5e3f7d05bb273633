import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { createExam, createOpenCandidate, createSchool, createSession, createUser } from '../test/factories';

/**
 * DESIGN §4: every query is scoped by tenant; a row of another school is a 404, never a leak. This visits EVERY
 * route the app registers as a candidate, an exam admin and an open-link visitor of school A, aimed at school B's
 * ids and tenant, and checks that nothing of B comes back.
 */
const MARK = 'SECRET-OF-SCHOOL-B';

/** Routes anyone may call; they may answer, but must still show nothing private of B. */
const PUBLIC_ROUTES = new Set([
  'GET /healthz',
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
    const db = holder.app.database.db;
    const a = await createSchool(db);
    const b = await createSchool(db, { name: 'School B', contactContext: 'public contact of B' });
    const candidateA = await createUser(db, a.id);
    const adminA = await createUser(db, a.id, { role: 'exam_admin' });
    const examA = await createExam(db, a.id);
    const visitorA = await createOpenCandidate(db, examA);
    await createUser(db, b.id, { userName: `b-user-${MARK}`, realName: MARK });
    const examB = await createExam(db, b.id, { examName: MARK, examIntroduction: MARK });
    const sessionB = await createSession(db, examB, { sessionName: MARK });
    const visitorB = await createOpenCandidate(db, examB, { name: MARK });
    Object.assign(ids, {
      schoolId: b.id,
      examId: examB.id,
      id: examB.id,
      sessionId: sessionB.id,
      identifyCode: visitorB.identifyCode,
      userId: 1,
      examResultId: 1,
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
                : { schoolId: ids.schoolId, school: { id: ids.schoolId }, examId: ids.examId },
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
});
