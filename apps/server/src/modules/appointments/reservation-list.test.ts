import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-01T08:00:00Z');
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);
const FORM = { userName: '张三', schoolName: '示范学校', profession: '计算机', education: '本科' };

describe('reservation service: exam list, locations, private sessions (SPEC §7, §6)', () => {
  const given = useSchool({ clock: () => NOW }, { candidate: {}, member: {} });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const group = await given.newGroup([given.member.id]);
    const bookingWindow = { appointmentOpenBeginTime: hours(-24), appointmentOpenEndTime: hours(24) };
    for (const [key, name, fields, location] of [
      ['beijing', '计算机二级（北京）', {}, ['110000', '北京市考点']],
      ['shanghai', '计算机二级（上海）', {}, ['310000', '上海市考点']],
      ['english', 'English 100% level', {}, ['110000', '北京市考点']],
      ['private', '计算机二级（一班）', { isPublic: 0, groupIds: [group.id] }, ['110000', '北京市考点']],
    ] as const) {
      const exam = await given.newExam({
        examName: name,
        examAppointment: 1,
        organizeForm: 2,
        beginTime: hours(Object.keys(ids).length),
        ...fields,
      });
      const session = await given.newSession(exam, {
        ...bookingWindow,
        capacity: 10,
        remainderNum: 10,
        locationCode: location[0],
        locationName: location[1],
      });
      ids[key] = exam.id;
      ids[`${key}Session`] = session.id;
    }
    await given.newExam({ examName: '计算机二级（不预约）' });
  });

  const list = async (user: User, path: string) => {
    const response = await given.app.injectAs(
      { user },
      { method: 'GET', url: `/api/iexam/reserve/student/v1/${path}` },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('lists only appointment exams the candidate may see, a page at a time, with the total', async () => {
    const first = await list(given.candidate, 'exam/list/1/2');
    expect(first).toMatchObject({ current: 1, size: 2, total: 3 });
    expect(first.records.map((r: { examId: number }) => r.examId)).toEqual([ids.beijing, ids.shanghai]);
    const second = await list(given.candidate, 'exam/list/2/2');
    expect(second.records.map((r: { examId: number }) => r.examId)).toEqual([ids.english]);
    expect((await list(given.member, 'exam/list/1/10')).total).toBe(4);
  });

  it('filters by part of the name (wildcards searched literally) and by exam site', async () => {
    const byName = await list(given.candidate, `exam/list/1/10?examName=${encodeURIComponent('二级')}`);
    expect(byName.records.map((r: { examId: number }) => r.examId)).toEqual([ids.beijing, ids.shanghai]);
    const percent = await list(given.candidate, `exam/list/1/10?examName=${encodeURIComponent('100%')}`);
    expect(percent.total).toBe(1);
    expect((await list(given.candidate, `exam/list/1/10?examName=${encodeURIComponent('%')}`)).total).toBe(1);
    const bySite = await list(given.candidate, 'exam/list/1/10?locationCode=310000');
    expect(bySite.records.map((r: { examId: number }) => r.examId)).toEqual([ids.shanghai]);
  });

  it('location/cn lists the exam sites of appointment sessions', async () => {
    expect(await list(given.candidate, 'location/cn')).toEqual([
      { locationCode: '110000', locationName: '北京市考点' },
      { locationCode: '310000', locationName: '上海市考点' },
    ]);
  });

  it('marks the exam the candidate has booked, with the session', async () => {
    const booked = await given.app.postAs(
      { user: given.candidate },
      '/api/iexam/reserve/student/v1/exams/save',
      { examId: ids.shanghai, sessionId: ids.shanghaiSession, reserveType: 2, ...FORM },
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const records = (await list(given.candidate, 'exam/list/1/10')).records;
    expect(records.find((r: { examId: number }) => r.examId === ids.shanghai)).toMatchObject({
      appointmentStatus: 1,
      bookedSessionId: ids.shanghaiSession,
    });
    expect(records.find((r: { examId: number }) => r.examId === ids.beijing)).toMatchObject({
      appointmentStatus: 0,
    });
  });

  it("SPEC §6: a candidate outside a private exam's groups cannot book its session (5007); a member can", async () => {
    const book = (user: User) =>
      given.app.postAs({ user }, '/api/iexam/reserve/student/v1/exams/save', {
        examId: ids.private,
        sessionId: ids.privateSession,
        reserveType: 2,
        ...FORM,
      });
    const refused = await book(given.candidate);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(5007);
    expect((await book(given.member)).statusCode).toBe(200);
  });
});
