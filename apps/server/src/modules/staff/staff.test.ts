import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffAssignments, users } from '../../db/schema';
import { createExam, createSchool, createSession } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';
import { verifyPassword } from '../accounts/passwords';

const BASE = '/api/admin/v1/staff';

describe('staff accounts and assignments (issue 21)', () => {
  const given = useSchool({}, { admin: { role: 'exam_admin' }, proctor: { role: 'proctor' } });
  let exam: { id: number; schoolId: string };
  let sessionId: number;
  let otherExamId: number;
  const as = (method: 'POST' | 'PUT', url: string, payload: object, user = given.admin) =>
    given.app.injectAs({ user }, { method, url: `${BASE}${url}`, payload });

  beforeAll(async () => {
    exam = await given.newExam({ examName: 'Finals' });
    sessionId = (await given.newSession(exam, { sessionName: 'Morning' })).id;
    const other = await createSchool(given.db());
    otherExamId = (await createExam(given.db(), other.id)).id;
    await createSession(given.db(), { schoolId: other.id, id: otherExamId });
  });

  it('creates a grader with a hashed password; the same user name again is 409; audited', async () => {
    const created = await as('POST', '', {
      userName: 'grader-ann',
      realName: 'Ann',
      password: 'long-enough',
      role: 'grader',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ userName: 'grader-ann', role: 'grader', assignments: [] });
    const [row] = await given
      .db()
      .select()
      .from(users)
      .where(and(eq(users.schoolId, given.school.id), eq(users.userName, 'grader-ann')));
    expect(row?.passwordHash).not.toContain('long-enough');
    expect(await verifyPassword(row?.passwordHash ?? '', 'long-enough')).toBe(true);
    const again = await as('POST', '', {
      userName: 'grader-ann',
      realName: 'A',
      password: '12345678',
      role: 'proctor',
    });
    expect(again.statusCode).toBe(409);
    const short = await as('POST', '', { userName: 'p2', realName: 'P', password: 'short', role: 'proctor' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('password');
    const [entry] = await given
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, given.school.id), eq(auditLog.action, 'staff.create')));
    expect(entry?.target).toBe(`user:${row?.id}`);
  });

  it('assigns a proctor to a session and an exam; lists them with the names', async () => {
    const put = await as('PUT', `/${given.proctor.id}/assignments`, {
      assignments: [{ examId: exam.id, sessionId }, { examId: exam.id }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const list = (await given.app.getAs({ user: given.admin }, BASE)).json().data.list;
    expect(list.find((person: { userId: number }) => person.userId === given.proctor.id)).toMatchObject({
      role: 'proctor',
      assignments: expect.arrayContaining([
        { examId: exam.id, examName: 'Finals', sessionId, sessionName: 'Morning' },
        { examId: exam.id, examName: 'Finals', sessionId: null, sessionName: null },
      ]),
    });
    expect(list.map((person: { role: string }) => person.role)).not.toContain('candidate');
    const assignable = (await given.app.getAs({ user: given.admin }, `${BASE}/assignable`)).json().data.list;
    expect(assignable).toEqual([
      { examId: exam.id, examName: 'Finals', sessions: [{ sessionId, sessionName: 'Morning' }] },
    ]);
  });

  it("refuses another school's exam or session at its index and writes nothing", async () => {
    const before = await given
      .db()
      .select()
      .from(staffAssignments)
      .where(eq(staffAssignments.userId, given.proctor.id));
    const response = await as('PUT', `/${given.proctor.id}/assignments`, {
      assignments: [{ examId: exam.id }, { examId: otherExamId }, { examId: exam.id, sessionId: 999_999 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'assignments[1].examId',
      'assignments[2].sessionId',
    ]);
    const after = await given
      .db()
      .select()
      .from(staffAssignments)
      .where(eq(staffAssignments.userId, given.proctor.id));
    expect(after).toEqual(before);
  });

  it('an exam admin has no assignments (409); an admin cannot demote themself; only the exam admin manages staff', async () => {
    const onAdmin = await as('PUT', `/${given.admin.id}/assignments`, { assignments: [{ examId: exam.id }] });
    expect(onAdmin.statusCode).toBe(409);
    const demote = await as('PUT', `/${given.admin.id}/role`, { role: 'grader' });
    expect(demote.statusCode).toBe(409);
    const byProctor = await as(
      'POST',
      '',
      { userName: 'x', realName: 'X', password: '12345678', role: 'exam_admin' },
      given.proctor,
    );
    expect(byProctor.statusCode).toBe(403);
    const candidate = await given.newUser({});
    expect((await as('PUT', `/${candidate.id}/assignments`, { assignments: [] })).statusCode).toBe(404);
  });

  it('a demoted exam admin is logged out at once: the old token carries the old role', async () => {
    const other = await given.newUser({ role: 'exam_admin' });
    const token = await given.app.tokenFor({ user: other });
    const asOther = () =>
      given.app.inject({
        method: 'GET',
        url: BASE,
        headers: { authorization: `Bearer ${token}`, 'x-tenant-id': given.school.id },
      });
    expect((await asOther()).statusCode).toBe(200);
    expect((await as('PUT', `/${other.id}/role`, { role: 'proctor' })).statusCode).toBe(200);
    expect((await asOther()).statusCode).toBe(401);
  });

  it('promoting a proctor to exam admin drops their assignments; audited', async () => {
    const person = (
      await as('POST', '', { userName: 'promote-me', realName: 'P', password: '12345678', role: 'proctor' })
    ).json().data;
    await as('PUT', `/${person.userId}/assignments`, { assignments: [{ examId: exam.id }] });
    const promoted = await as('PUT', `/${person.userId}/role`, { role: 'exam_admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const rows = await given
      .db()
      .select()
      .from(staffAssignments)
      .where(eq(staffAssignments.userId, person.userId));
    expect(rows).toEqual([]);
    const [entry] = await given
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, given.school.id), eq(auditLog.target, `user:${person.userId}`)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'staff.role', detail: { from: 'proctor', role: 'exam_admin' } });
  });
});
