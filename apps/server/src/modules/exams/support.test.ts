import { describe, expect, it } from 'vitest';
import { courses, examCourses, sessionGroups } from '../../db/schema';
import { createSchool, createUser } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

describe('calls around the exam information page (SPEC §7)', () => {
  const given = useSchool({ school: { antiCheatingSwitch: true, timezoneHours: 9 } }, { candidate: {} });

  const get = (url: string, user = given.candidate) => given.app.getAs({ user }, url);

  it("antiCheatingSwitch answers 'on' or 'off' from the school's switch", async () => {
    expect((await get('/api/iexam/userexam/v1/antiCheatingSwitch/')).json().data).toBe('on');
    const quiet = await createSchool(given.db());
    const user = await createUser(given.db(), quiet.id);
    expect((await get('/api/iexam/userexam/v1/antiCheatingSwitch/', user)).json().data).toBe('off');
  });

  it("timezone answers the school's offset and the server clock", async () => {
    const data = (await get('/api/iexam/userexam/v1/timezone')).json().data;
    expect(data.timezoneHours).toBe(9);
    expect(Date.parse(data.now)).not.toBeNaN();
  });

  it('relation/study lists linked courses in order only when isRelation is 1; the batch call keeps the order asked', async () => {
    const [first, second, hidden] = await given
      .db()
      .insert(courses)
      .values([
        { schoolId: given.school.id, key: 'c1', courseId: 11, title: 'First' },
        { schoolId: given.school.id, key: 'c2', courseId: 12, title: 'Second' },
        { schoolId: given.school.id, key: 'c3', courseId: 13, title: 'Unpublished', status: 0 },
      ])
      .returning();
    if (!first || !second || !hidden) throw new Error('courses not made');
    const linked = await given.newExam({ isRelation: 1 });
    const unlinked = await given.newExam({ isRelation: 0 });
    for (const exam of [linked, unlinked])
      await given
        .db()
        .insert(examCourses)
        .values([
          { schoolId: given.school.id, examId: exam.id, courseId: second.id, position: 1 },
          { schoolId: given.school.id, examId: exam.id, courseId: first.id, position: 2 },
        ]);
    expect((await get(`/api/iexam/userexam/v1/relation/study/${linked.id}`)).json().data).toEqual([
      second.id,
      first.id,
    ]);
    expect((await get(`/api/iexam/userexam/v1/relation/study/${unlinked.id}`)).json().data).toEqual([]);

    const batch = await given.app.postAs(
      { user: given.candidate },
      '/api/student/api/student/app/courses/batch?filterPublishedCourse=true',
      { ids: [second.id, 999_999, hidden.id, first.id] },
    );
    expect(batch.json().data.map((course: { title: string }) => course.title)).toEqual(['Second', 'First']);
  });

  it("getGroup lists an exam's or a session's groups; user-in-group answers for the caller only", async () => {
    const group = await given.newGroup([given.candidate.id]);
    const exam = await given.newExam({ isPublic: 0, groupIds: [group.id] });
    const session = await given.newSession(exam);
    await given
      .db()
      .insert(sessionGroups)
      .values({ schoolId: given.school.id, sessionId: session.id, groupId: group.id });
    for (const [relationId, relationType] of [
      [exam.id, 1],
      [session.id, 2],
    ])
      expect(
        (
          await get(`/api/iexam/groupList/getGroup?relationId=${relationId}&relationType=${relationType}`)
        ).json().data,
      ).toEqual([{ id: group.id, name: group.name }]);

    const other = await given.newGroup();
    const asks = (list: string, userId = given.candidate.id) =>
      get(`/api/ischool/v1/groups/user-in-group?groupConditionIdList=${list}&userId=${userId}`);
    expect((await asks(`${other.id},${group.id}`)).json().data).toBe(true);
    expect((await asks(`${other.id}`)).json().data).toBe(false);
    const stranger = await given.newUser();
    expect((await asks(`${group.id}`, stranger.id)).statusCode).toBe(403);
    expect((await asks('1,x')).statusCode).toBe(400);
  });
});
