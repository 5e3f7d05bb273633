import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import type { TestApp, UserLike } from '../../test/build-app';
import {
  createAttemptOnFullPaper,
  createExam,
  createSchool,
  createSession,
  createStaff,
  createUser,
} from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');

/**
 * The console routes each role works on besides the exam admin's (who has them all): `METHOD /path` as the OpenAPI
 * document writes it. Every other /api/admin/ route is an exam admin's. This table is the role model; the
 * tests below hold the app to it.
 */
const ROUTES_OF: Record<'grader' | 'proctor', readonly string[]> = {
  grader: [
    'GET /api/admin/v1/grading/attempts',
    'GET /api/admin/v1/grading/attempts/{examResultId}',
    'PUT /api/admin/v1/grading/attempts/{examResultId}/subjects/{subjectId}',
    'GET /api/admin/v1/grading/exams',
    'GET /api/admin/v1/grading/exams/{examId}/questions',
    'GET /api/admin/v1/grading/exams/{examId}/questions/{subjectId}/answers',
  ],
  proctor: [
    'POST /api/admin/v1/attempts/{examResultId}/answers-file',
    'GET /api/admin/v1/monitor/exams',
    'GET /api/admin/v1/exams/{examId}/monitor',
    'POST /api/admin/v1/attempts/{examResultId}/extra-time',
    'POST /api/admin/v1/attempts/{examResultId}/reopen',
    'POST /api/admin/v1/attempts/{examResultId}/hand-in',
    'POST /api/admin/v1/attempts/{examResultId}/switch-screen-reset',
    'PUT /api/admin/v1/exams/{examId}/candidates/{userId}/accommodation',
    'POST /api/admin/v1/appointments/{appointmentId}/move',
    'POST /api/admin/v1/appointments/{appointmentId}/cancel',
  ],
};

/** A body each role route accepts for the rows named, so that what answers is the row check, not validation. */
const REASON = { reason: 'role test' };
const VALID_BODY: Record<string, (rows: Rows) => object> = {
  'PUT /api/admin/v1/grading/attempts/{examResultId}/subjects/{subjectId}': () => ({ score: 1, comment: '' }),
  'POST /api/admin/v1/attempts/{examResultId}/extra-time': () => ({ minutes: 5, ...REASON }),
  'POST /api/admin/v1/attempts/{examResultId}/reopen': () => ({ minutes: 15, ...REASON }),
  'POST /api/admin/v1/attempts/{examResultId}/hand-in': () => REASON,
  'POST /api/admin/v1/attempts/{examResultId}/switch-screen-reset': () => REASON,
  'PUT /api/admin/v1/exams/{examId}/candidates/{userId}/accommodation': () => ({
    extraMinutes: 5,
    timeMultiplier: 1,
    ...REASON,
  }),
  'POST /api/admin/v1/appointments/{appointmentId}/move': (rows) => ({
    sessionId: rows.sessionId,
    ...REASON,
  }),
  'POST /api/admin/v1/appointments/{appointmentId}/cancel': () => REASON,
  'POST /api/admin/v1/attempts/{examResultId}/answers-file': (rows) => ({
    format: 'iexam-answers/1',
    schoolId: rows.schoolId,
    examId: rows.examId,
    examResultId: rows.examResultId,
    writtenAt: '2026-06-03T02:00:00Z',
    answers: [],
  }),
};

const bodyFor = (route: Route, rows: Rows) => VALID_BODY[route.name]?.(rows) ?? {};

interface Rows {
  schoolId: string;
  examId: number;
  sessionId: number;
  examResultId: number;
  subjectId: number;
  userId: number;
  appointmentId: number;
  key: string;
}

interface Route {
  method: string;
  path: string;
  name: string;
}

/** Every route of the console, from the app's own OpenAPI document (a new route is in it the moment it exists). */
function consoleRoutes(app: TestApp): Route[] {
  const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        path,
        name: `${method.toUpperCase()} ${path}`,
      })),
    );
}

/** The route's address with each `{param}` filled from the rows (an unknown name is a new route this test must learn). */
function urlOf(route: Route, rows: Rows): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rows[name as keyof Rows];
    if (value === undefined) throw new Error(`${route.name}: no test row for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** An exam with a session, a booking and a handed-in attempt on a full paper, in a school. */
async function examRows(db: Parameters<typeof createExam>[0], schoolId: string): Promise<Rows> {
  const exam = await createExam(db, schoolId);
  const session = await createSession(db, exam);
  const candidate = await createUser(db, schoolId);
  const { attempt, subjectIds } = await createAttemptOnFullPaper(db, exam, {
    userId: candidate.id,
    sessionId: session.id,
    status: 'grading',
    isScoring: 1,
  });
  const [appointment] = await db
    .insert(appointments)
    .values({ schoolId, examId: exam.id, sessionId: session.id, userId: candidate.id, reserveType: 2 })
    .returning();
  return {
    schoolId,
    examId: exam.id,
    sessionId: session.id,
    examResultId: attempt.id,
    subjectId: subjectIds.essay,
    userId: candidate.id,
    appointmentId: appointment?.id ?? 0,
    key: 'some-key',
  };
}

describe('every console route against the grader and the proctor (issue 21)', () => {
  const given = useSchool({ clock: () => NOW });
  const staff = {} as Record<'grader' | 'proctor', UserLike>;
  let own: Rows;
  let foreign: Rows;
  let foreignSchoolId: string;

  beforeAll(async () => {
    await given.app.ready();
    const db = given.db();
    own = await examRows(db, given.school.id);
    const foreignSchool = await createSchool(db);
    foreignSchoolId = foreignSchool.id;
    foreign = await examRows(db, foreignSchool.id);
    // Both are assigned to the exam whose rows the calls name: a refusal is the role's, never the assignment's.
    staff.grader = await createStaff(db, given.school.id, 'grader', [{ examId: own.examId }]);
    staff.proctor = await createStaff(db, given.school.id, 'proctor', [{ examId: own.examId }]);
  });

  it('the role table names routes that exist', () => {
    const names = new Set(consoleRoutes(given.app).map((route) => route.name));
    expect(names.size).toBeGreaterThan(30);
    for (const name of [...ROUTES_OF.grader, ...ROUTES_OF.proctor]) expect(names, name).toContain(name);
  });

  for (const role of ['grader', 'proctor'] as const) {
    it(`a ${role} is refused every route outside the role with 403, before its input is read`, async () => {
      const wrong: string[] = [];
      for (const route of consoleRoutes(given.app)) {
        if (ROUTES_OF[role].includes(route.name)) continue;
        const response = await given.app.injectAs(
          { user: staff[role] },
          { method: route.method as 'GET', url: urlOf(route, own), payload: {} },
        );
        if (response.statusCode !== 403) wrong.push(`${route.name}: ${response.statusCode} ${response.body}`);
      }
      expect(wrong).toEqual([]);
    });

    it(`a ${role} asking for another school's rows on the role's routes gets 404`, async () => {
      const wrong: string[] = [];
      for (const route of consoleRoutes(given.app)) {
        if (!ROUTES_OF[role].includes(route.name)) continue;
        const method = route.method as 'GET';
        // The other school's ids under their own school's name, and their own ids under the other school's name.
        const byId = await given.app.injectAs(
          { user: staff[role] },
          { method, url: urlOf(route, foreign), payload: bodyFor(route, foreign) },
        );
        const byTenant = await given.app.injectAs(
          { user: staff[role] },
          { method, url: urlOf(route, own), payload: bodyFor(route, own), tenant: foreignSchoolId },
        );
        if (route.path.includes('{') && byId.statusCode !== 404)
          wrong.push(`${route.name} (ids): ${byId.statusCode} ${byId.body}`);
        if (byTenant.statusCode !== 404)
          wrong.push(`${route.name} (tenant): ${byTenant.statusCode} ${byTenant.body}`);
      }
      expect(wrong).toEqual([]);
    });

    it(`a ${role} reaches the role's routes on the exam assigned`, async () => {
      const wrong: string[] = [];
      for (const route of consoleRoutes(given.app)) {
        if (!ROUTES_OF[role].includes(route.name)) continue;
        const response = await given.app.injectAs(
          { user: staff[role] },
          { method: route.method as 'GET', url: urlOf(route, own), payload: bodyFor(route, own) },
        );
        // In reach: neither the role's refusal nor the assignment's (a 400 or 409 about the input is fine here).
        if ([401, 403, 404].includes(response.statusCode))
          wrong.push(`${route.name}: ${response.statusCode} ${response.body}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
