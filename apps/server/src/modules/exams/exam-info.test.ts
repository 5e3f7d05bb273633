import { beforeAll, describe, expect, it } from 'vitest';
import { accommodations, sessionGroups } from '../../db/schema';
import {
  createExam,
  createGroup,
  createSchool,
  createUser,
  type Group,
  type User,
} from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

// Wednesday 2026-06-03, 10:00 at +8.
const NOW = new Date('2026-06-03T02:00:00Z');
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);
const info = (examId: number, query = '') => `/api/iexam/userexam/v1/exams/${examId}${query}`;

describe('exam info (SPEC §7, §8, §6)', () => {
  const given = useSchool({ clock: () => NOW }, { candidate: {}, member: {} });
  let group: Group;

  beforeAll(async () => {
    group = await given.newGroup([given.member.id]);
  });

  const get = async (user: User, url: string) => given.app.getAs({ user }, url);

  it("an unknown exam is 404 'no data!', an unpublished one too", async () => {
    const unpublished = await given.newExam({ examStatus: 0 });
    for (const url of [info(999_999), info(unpublished.id)]) {
      const response = await get(given.candidate, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, message: 'no data!' });
    }
  });

  it("a deleted exam is 410 'deleted'", async () => {
    const exam = await given.newExam({ deletedAt: hours(-1) });
    const response = await get(given.candidate, info(exam.id));
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: 410, message: 'deleted' });
  });

  it("another school's exam is 'no data!' whichever tenant the request names", async () => {
    const other = await createSchool(given.db());
    const exam = await createExam(given.db(), other.id);
    expect((await get(given.candidate, info(exam.id))).statusCode).toBe(404);
    const aimed = await given.app.injectAs(
      { user: given.candidate },
      { method: 'GET', url: info(exam.id), tenant: other.id },
    );
    expect(aimed.statusCode).toBe(404);
  });

  it('answers every SPEC §3 field, the server clock, and never the authorization code', async () => {
    const exam = await given.newExam({
      beginTime: hours(-1),
      endTime: hours(2),
      authCodeFlag: 1,
      authCode: '135790',
      contactContext: '',
    });
    const response = await get(given.candidate, info(exam.id));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      examId: exam.id,
      examInfoStatus: 1,
      authCodeFlag: 1,
      userExamStatus: 1,
      countdown: 0,
      sessionId: null,
      now: NOW.toISOString(),
      contactContext: given.school.contactContext,
    });
    expect(response.body).not.toContain('135790');
  });

  it('SPEC §6: a private exam answers a non-member with userExamStatus 2 and a member with 1', async () => {
    const exam = await given.newExam({ isPublic: 0, groupIds: [group.id] });
    expect((await get(given.candidate, info(exam.id))).json().data.userExamStatus).toBe(2);
    expect((await get(given.member, info(exam.id))).json().data.userExamStatus).toBe(1);
  });

  it("SPEC §6: a private-by-session exam checks the selected session's groups (12 outside them)", async () => {
    const exam = await given.newExam({ isPublic: 2 });
    const invited = await given.newSession(exam, { beginTime: hours(1), endTime: hours(3) });
    const other = await given.newSession(exam, { beginTime: hours(5), endTime: hours(7) });
    await given
      .db()
      .insert(sessionGroups)
      .values({ schoolId: given.school.id, sessionId: invited.id, groupId: group.id });
    const forMember = (await get(given.member, info(exam.id, `?sessionId=${invited.id}`))).json().data;
    expect(forMember.userExamStatus).toBe(1);
    expect(forMember.sessionList.map((s: { userExamStatus: number }) => s.userExamStatus)).toEqual([1, 12]);
    expect(
      (await get(given.member, info(exam.id, `?sessionId=${other.id}`))).json().data.userExamStatus,
    ).toBe(12);
    expect(
      (await get(given.candidate, info(exam.id, `?sessionId=${invited.id}`))).json().data.userExamStatus,
    ).toBe(12);
  });

  it('SPEC §6: a public exam of a closed school refuses an account in no group (403) and admits a member', async () => {
    const closed = await createSchool(given.db(), { isOpen: false });
    const loner = await createUser(given.db(), closed.id);
    const enrolled = await createUser(given.db(), closed.id);
    await createGroup(given.db(), closed.id, [enrolled.id]);
    const exam = await createExam(given.db(), closed.id);
    const refused = await get(loner, info(exam.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403, data: { reason: 'EXAM_PERMISSION_DENIED' } });
    expect((await get(enrolled, info(exam.id))).statusCode).toBe(200);
  });

  it('SPEC §4 session mapping: the selected session gives times, status, countdown and answer time', async () => {
    const exam = await given.newExam({
      organizeForm: 2,
      beginTime: hours(-48),
      endTime: hours(48),
      examSettingTime: 60,
    });
    const ended = await given.newSession(exam, { beginTime: hours(-30), endTime: hours(-28) });
    const ongoing = await given.newSession(exam, {
      beginTime: hours(-1),
      endTime: hours(1),
      settingTime: 45,
    });
    const coming = await given.newSession(exam, { beginTime: hours(2), endTime: hours(4) });
    const byDefault = (await get(given.candidate, info(exam.id))).json().data;
    expect(byDefault).toMatchObject({ sessionId: ongoing.id, examInfoStatus: 1, examSettingTime: 45 });
    expect(byDefault.sessionList.map((s: { sessionStatus: number }) => s.sessionStatus)).toEqual([4, 3, 2]);
    const upcoming = (await get(given.candidate, info(exam.id, `?sessionId=${coming.id}`))).json().data;
    expect(upcoming).toMatchObject({
      sessionId: coming.id,
      examInfoStatus: -1,
      countdown: 7200,
      beginTime: hours(2).toISOString(),
      endTime: hours(4).toISOString(),
      examSettingTime: 60,
    });
    expect(
      (await get(given.candidate, info(exam.id, `?sessionId=${ended.id}`))).json().data.examInfoStatus,
    ).toBe(-2);
    const unknown = await get(given.candidate, info(exam.id, '?sessionId=999999'));
    expect(unknown.statusCode).toBe(404);
  });

  it('SPEC §4: a shared exam that is expired stays expired whatever its session says', async () => {
    const exam = await given.newExam({
      isSharedExam: 1,
      beginTime: hours(-72),
      endTime: hours(-48),
    });
    await given.newSession(exam, { beginTime: hours(-1), endTime: hours(1) });
    expect((await get(given.candidate, info(exam.id))).json().data.examInfoStatus).toBe(-3);
  });

  it("SPEC §3 examRuleList: actualValue counts attempts in the rule's period in the exam's time zone", async () => {
    const exam = await given.newExam({ timezoneHours: 8 });
    await given.newExamRules(exam, { ruleType: 1, ruleValue: 5 }, { ruleType: 6, ruleValue: 2 });
    // 00:30 local today (+8) counts for the day; 23:30 local yesterday does not.
    await given.newAttempt(exam, {
      userId: given.candidate.id,
      startAnswerTime: new Date('2026-06-02T16:30:00Z'),
    });
    await given.newAttempt(exam, {
      userId: given.candidate.id,
      startAnswerTime: new Date('2026-06-02T15:30:00Z'),
    });
    await given.newAttempt(exam, { userId: given.member.id, startAnswerTime: hours(-1) });
    await given.newAttempt(exam, {
      userId: given.candidate.id,
      startAnswerTime: hours(-1),
      isPreview: true,
    });
    const { examRuleList } = (await get(given.candidate, info(exam.id))).json().data;
    expect(examRuleList).toEqual([
      { ruleType: 1, ruleValue: 5, actualValue: 2 },
      { ruleType: 6, ruleValue: 2, actualValue: 1 },
    ]);
  });

  it('grading in progress and the attempt to resume are the candidate’s own', async () => {
    const exam = await given.newExam();
    await given.newAttempt(exam, { userId: given.member.id, status: 'grading', isScoring: 1 });
    const going = await given.newAttempt(exam, {
      userId: given.candidate.id,
      status: 'in_progress',
      submittedAt: null,
    });
    expect((await get(given.candidate, info(exam.id))).json().data).toMatchObject({
      isScoring: 0,
      userGoingExamResultId: going.id,
    });
    expect((await get(given.member, info(exam.id))).json().data).toMatchObject({
      isScoring: 1,
      userGoingExamResultId: null,
    });
  });

  it('the old info path answers the same exam', async () => {
    const exam = await given.newExam();
    const response = await get(given.candidate, `/api/iexam/userexam/info/${exam.id}`);
    expect(response.json().data.examId).toBe(exam.id);
  });

  it('needs a login; an open-link token is not one', async () => {
    const exam = await given.newExam();
    expect((await given.app.inject({ method: 'GET', url: info(exam.id) })).statusCode).toBe(401);
    const visitor = await given.newOpenCandidate(exam);
    const asVisitor = await given.app.injectAs(
      { openCandidate: { ...visitor, schoolId: given.school.id } },
      { method: 'GET', url: info(exam.id) },
    );
    expect(asVisitor.statusCode).toBe(401);
  });

  it('userexamduration adds the candidate’s accommodation and refuses another user id', async () => {
    const exam = await given.newExam({ examSettingTime: 60 });
    await given.db().insert(accommodations).values({
      schoolId: given.school.id,
      examId: exam.id,
      userId: given.member.id,
      extraMinutes: 10,
      timeMultiplier: 1.5,
    });
    const url = `/api/iexam/sso/v1/userexamduration/${exam.id}`;
    expect((await get(given.member, url)).json().data).toMatchObject({
      durationMinutes: 100,
      extraMinutes: 10,
    });
    expect((await get(given.candidate, url)).json().data).toMatchObject({
      durationMinutes: 60,
      extraMinutes: 0,
    });
    const foreign = await given.app.injectAs(
      { user: given.candidate },
      { method: 'GET', url, headers: { 'x-user-id': String(given.member.id) } },
    );
    expect(foreign.statusCode).toBe(403);
  });
});
