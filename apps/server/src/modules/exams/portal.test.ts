import { beforeAll, describe, expect, it } from 'vitest';
import { examGroups, sessionGroups } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import {
  createExam,
  createGroup,
  createSchool,
  createSession,
  createUser,
  type User,
} from '../../test/factories';

const NOW = new Date('2026-06-01T08:00:00Z');
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);

describe("portal: the candidate's exams", () => {
  const holder = useTestApp({ clock: () => NOW });
  let member: User;
  let outsider: User;

  beforeAll(async () => {
    const db = holder.db();
    const school = await createSchool(db);
    member = await createUser(db, school.id);
    outsider = await createUser(db, school.id);
    const group = await createGroup(db, school.id, [member.id]);
    await createExam(db, school.id, { examName: 'ended', beginTime: hours(-48), endTime: hours(-24) });
    await createExam(db, school.id, { examName: 'coming', beginTime: hours(24), endTime: hours(26) });
    await createExam(db, school.id, {
      examName: 'shared, over',
      isSharedExam: 1,
      beginTime: hours(-72),
      endTime: hours(-60),
    });
    const running = await createExam(db, school.id, {
      examName: 'running',
      beginTime: hours(-1),
      endTime: hours(1),
    });
    await createSession(db, running);
    await createSession(db, running);
    await createExam(db, school.id, { examName: 'private by exam group', isPublic: 0, groupIds: [group.id] });
    const bySession = await createExam(db, school.id, { examName: 'private by session group', isPublic: 2 });
    const session = await createSession(db, bySession);
    await db.insert(sessionGroups).values({
      schoolId: school.id,
      sessionId: session.id,
      groupId: group.id,
    });
    const otherGroup = await createGroup(db, school.id, [outsider.id]);
    const ofOtherGroup = await createExam(db, school.id, {
      examName: 'private of another group',
      isPublic: 0,
    });
    await db
      .insert(examGroups)
      .values({ schoolId: school.id, examId: ofOtherGroup.id, groupId: otherGroup.id });
    await createExam(db, school.id, { examName: 'deleted', deletedAt: hours(-2) });
    await createExam(db, school.id, { examName: 'unpublished', examStatus: 0 });
    const other = await createSchool(db);
    await createExam(db, other.id, { examName: 'other school' });
  });

  const names = async (user: typeof member) => {
    const response = await holder.app.getAs({ user }, '/api/iexam/userexam/v1/portal/exams');
    expect(response.statusCode).toBe(200);
    return response.json().data.records as {
      examName: string;
      examInfoStatus: number;
      sessionCount: number;
    }[];
  };

  it("lists public exams and the private ones of the candidate's groups (per exam or per session), running first, by begin time", async () => {
    const records = await names(member);
    expect(records.map((record) => record.examName)).toEqual([
      'private by exam group',
      'private by session group',
      'running',
      'coming',
      'ended',
      'shared, over',
    ]);
    // SPEC §3: a shared exam whose time is over is expired (-3), not merely ended.
    expect(records.map((record) => record.examInfoStatus)).toEqual([1, 1, 1, -1, -2, -3]);
    expect(records[2]?.sessionCount).toBe(2);
  });

  it("a candidate sees only the private exams of their own groups; deleted, unpublished and other schools' never show", async () => {
    expect((await names(outsider)).map((record) => record.examName)).toEqual([
      'private of another group',
      'running',
      'coming',
      'ended',
      'shared, over',
    ]);
  });

  it('needs a login', async () => {
    const response = await holder.app.inject({ method: 'GET', url: '/api/iexam/userexam/v1/portal/exams' });
    expect(response.statusCode).toBe(401);
  });
});
