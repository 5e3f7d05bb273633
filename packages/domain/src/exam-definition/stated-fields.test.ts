import { describe, expect, it } from 'vitest';
import { findStatedFields } from './stated-fields';

const sorted = (fields: ReadonlySet<string>) => [...fields].sort();

describe('stated fields of an exam definition file', () => {
  it.each([
    {
      rule: 'a school header of id and name states only those',
      school: { id: 's', name: 'S' },
      want: ['id', 'name'],
    },
    {
      rule: 'a false switch is stated (it is not left out)',
      school: { id: 's', name: 'S', isOpen: false, contactContext: '' },
      want: ['contactContext', 'id', 'isOpen', 'name'],
    },
    { rule: 'an undefined field is not stated', school: { id: 's', isOpen: undefined }, want: ['id'] },
    { rule: 'a school that is not an object states nothing', school: 'demo', want: [] },
  ])('$rule', ({ school, want }) => {
    expect(sorted(findStatedFields({ school }).school)).toEqual(want);
  });

  it.each([
    { rule: 'no file states nothing', input: null, exams: [] },
    { rule: 'exams that are not a list state nothing', input: { exams: 'x' }, exams: [] },
    {
      rule: 'an exam and its sessions state their own fields, index by index',
      input: {
        exams: [
          { key: 'e', examName: 'E', sessions: [{ key: 's', sessionName: 'S' }, 'bad'] },
          { key: 'f', isPublic: 0 },
        ],
      },
      exams: [
        { fields: ['examName', 'key', 'sessions'], sessions: [['key', 'sessionName'], []] },
        { fields: ['isPublic', 'key'], sessions: [] },
      ],
    },
  ])('$rule', ({ input, exams }) => {
    const stated = findStatedFields(input).exams.map((exam) => ({
      fields: sorted(exam.fields),
      sessions: exam.sessions.map(sorted),
    }));
    expect(stated).toEqual(exams);
  });

  it('users and groups state their own fields: a group without members leaves them', () => {
    const stated = findStatedFields({
      users: [{ userName: 'a', password: 'p' }],
      groups: [
        { key: 'g', name: 'G' },
        { key: 'h', name: 'H', members: [] },
      ],
    });
    expect(stated.users.map(sorted)).toEqual([['password', 'userName']]);
    expect(stated.groups.map(sorted)).toEqual([
      ['key', 'name'],
      ['key', 'members', 'name'],
    ]);
  });
});
