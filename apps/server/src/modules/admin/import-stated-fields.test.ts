import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  examGroups,
  examRules,
  exams,
  groupMembers,
  groups,
  schools,
  sessionGroups,
  sessions,
  users,
} from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { snapshotTables } from './import-fixtures';
import { importExamDefinition } from './service/import-exam-definition';

const NOW = new Date('2026-06-01T08:00:00Z');
const SCHOOL = 'stated';
const BEGIN = '2026-06-10T09:00:00+08:00';
const END = '2026-06-10T11:00:00+08:00';

/** A school set up the way a school runs it: open, complaints on, a contact, a private exam with rules and groups. */
const configured = {
  school: {
    id: SCHOOL,
    name: 'Stated School',
    isOpen: true,
    antiCheatingSwitch: true,
    contactContext: 'Call 123',
    timezoneHours: 9,
  },
  users: [
    { userName: 'boss', password: 'boss-pass-1', role: 'exam_admin', realName: 'Boss' },
    { userName: 'c1', password: 'candidate-1', realName: 'Candidate One' },
  ],
  groups: [{ key: 'g', name: 'Group', members: ['c1'] }],
  exams: [
    {
      key: 'e',
      examName: 'Exam',
      examSettingTime: 30,
      organizeForm: 2,
      isPublic: 0,
      isAllowNologin: 1,
      contactContext: 'exam contact',
      beginTime: BEGIN,
      endTime: END,
      groups: ['g'],
      examRuleList: [{ ruleType: 1, ruleValue: 2 }],
      sessions: [
        {
          key: 's',
          sessionName: 'Session',
          beginTime: BEGIN,
          endTime: END,
          capacity: 10,
          locationName: 'Room 1',
          groups: ['g'],
        },
      ],
    },
  ],
};

/** Each header states only its required fields (and the exam its form), and renames its row. */
const headersOnly = {
  school: { id: SCHOOL, name: 'Renamed School' },
  groups: [{ key: 'g', name: 'Renamed Group' }],
  exams: [
    {
      key: 'e',
      examName: 'Renamed Exam',
      examSettingTime: 30,
      // Rules between fields read the file: an exam that lists sessions says it has them.
      organizeForm: 2,
      sessions: [{ key: 's', sessionName: 'Renamed Session', beginTime: BEGIN, endTime: END }],
    },
  ],
};

describe('an import changes only the fields the file states (issue 35)', () => {
  const holder = useTestApp({ clock: () => NOW });
  const admin = async () => {
    const [row] = await holder.db().select().from(users).where(eq(users.userName, 'boss'));
    if (!row) throw new Error('no admin');
    return row;
  };
  const post = async (definition: object, query = '') =>
    holder.app.postAs({ user: await admin() }, `/api/admin/v1/import${query}`, definition);
  const rowsOf = async () => {
    const db = holder.db();
    const [school] = await db.select().from(schools).where(eq(schools.id, SCHOOL));
    const [exam] = await db.select().from(exams).where(eq(exams.schoolId, SCHOOL));
    const [session] = await db.select().from(sessions).where(eq(sessions.schoolId, SCHOOL));
    const [group] = await db.select().from(groups).where(eq(groups.schoolId, SCHOOL));
    const count = async (table: typeof examGroups | typeof examRules | typeof sessionGroups) =>
      (await db.select().from(table).where(eq(table.schoolId, SCHOOL))).length;
    const members = await db.select().from(groupMembers).where(eq(groupMembers.schoolId, SCHOOL));
    return {
      school,
      exam,
      session,
      group,
      links: {
        examGroups: await count(examGroups),
        examRules: await count(examRules),
        sessionGroups: await count(sessionGroups),
        members: members.length,
      },
    };
  };

  beforeAll(async () => {
    await importExamDefinition(holder.db(), configured, NOW);
  });

  it('the dry run lists exactly the stated changes, old → new, and writes nothing', async () => {
    const before = await snapshotTables(holder.db());
    const response = await post(headersOnly, '?dryRun=true');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.dryRun).toBe(true);
    expect(data.summary.updated).toEqual({ schools: 1, groups: 1, exams: 1, sessions: 1 });
    expect(data.changes).toEqual([
      {
        entity: 'schools',
        key: SCHOOL,
        fields: [{ field: 'name', from: 'Stated School', to: 'Renamed School' }],
      },
      { entity: 'groups', key: 'g', fields: [{ field: 'name', from: 'Group', to: 'Renamed Group' }] },
      { entity: 'exams', key: 'e', fields: [{ field: 'examName', from: 'Exam', to: 'Renamed Exam' }] },
      {
        entity: 'sessions',
        key: 'e/s',
        fields: [{ field: 'sessionName', from: 'Session', to: 'Renamed Session' }],
      },
    ]);
    expect(await snapshotTables(holder.db())).toEqual(before);
  });

  it('a header with only its required fields over a configured school, exam, session and group changes nothing else', async () => {
    const before = await rowsOf();
    const response = await post(headersOnly);
    expect(response.statusCode).toBe(200);
    const after = await rowsOf();
    expect(after.school).toEqual({ ...before.school, name: 'Renamed School' });
    expect(after.exam).toEqual({ ...before.exam, examName: 'Renamed Exam' });
    expect(after.session).toEqual({ ...before.session, sessionName: 'Renamed Session' });
    expect(after.group).toEqual({ ...before.group, name: 'Renamed Group' });
    expect(after.links).toEqual({ examGroups: 1, examRules: 1, sessionGroups: 1, members: 1 });
    expect(after.school).toMatchObject({
      isOpen: true,
      antiCheatingSwitch: true,
      contactContext: 'Call 123',
    });

    // The audit entry names each changed field with its old and new value.
    const audit = await holder.app.getAs(
      { user: await admin() },
      `/api/admin/v1/audit?target=school:${SCHOOL}`,
    );
    const [entry] = audit.json().data.list;
    expect(entry.detail.changes).toContainEqual({
      entity: 'schools',
      key: SCHOOL,
      fields: [{ field: 'name', from: 'Stated School', to: 'Renamed School' }],
    });
  });

  it('a stated field still changes, and a new row still gets the defaults', async () => {
    const response = await post({
      school: { id: SCHOOL, name: 'Renamed School', isOpen: false },
      exams: [{ key: 'new', examName: 'New', examSettingTime: 20 }],
    });
    expect(response.statusCode).toBe(200);
    const { school } = await rowsOf();
    expect(school).toMatchObject({ isOpen: false, antiCheatingSwitch: true, contactContext: 'Call 123' });
    const [created] = await holder.db().select().from(exams).where(eq(exams.key, 'new'));
    // A new exam takes the school's time zone as stored, not the default of a header that does not state one.
    expect(created).toMatchObject({ isPublic: 1, isAllowNologin: '', timezoneHours: 9, examStatus: 1 });
  });
});
