import { describe, expect, it } from 'vitest';
import { findReferenceIssues } from './references';
import { partsOf, validDefinition } from './test-fixtures';

/** Where and what in English; the catalogue keys beside them are rule-words.test.ts's. */
const found = (...args: Parameters<typeof findReferenceIssues>) =>
  findReferenceIssues(...args).map(({ path, message }) => ({ path, message }));

describe('references between entries', () => {
  it('a valid file has none', () => {
    expect(findReferenceIssues(validDefinition())).toEqual([]);
  });

  it.each([
    {
      rule: 'keys compare trimmed, so "g1 " repeats "g1"',
      mutate: (d: ReturnType<typeof validDefinition>) =>
        d.groups.push({ key: 'g1 ', name: 'Again', members: [] }),
      issue: { path: 'groups[1].key', message: "duplicate group key 'g1'" },
    },
    {
      rule: 'an identifyCode is unique in the school, across exams',
      mutate: (d: ReturnType<typeof validDefinition>) =>
        d.exams.push({ ...validDefinition().exams[0], key: 'e2' } as never),
      issue: { path: 'exams[1].openLinks[0].identifyCode', message: "duplicate identifyCode 'OPEN-0001'" },
    },
    {
      rule: 'a group member listed twice',
      mutate: (d: ReturnType<typeof validDefinition>) =>
        Object.assign(d.groups[0] as object, { members: ['ann', 'ann'] }),
      issue: { path: 'groups[0].members[1]', message: "user 'ann' listed twice" },
    },
    {
      rule: 'one limit per rule type',
      mutate: (d: ReturnType<typeof validDefinition>) =>
        Object.assign(partsOf(d).exam, {
          examRuleList: [
            { ruleType: 1, ruleValue: 1 },
            { ruleType: 1, ruleValue: 2 },
          ],
        }),
      issue: { path: 'exams[0].examRuleList[1].ruleType', message: "duplicate ruleType '1'" },
    },
    {
      rule: 'option keys are unique in their subject',
      mutate: (d: ReturnType<typeof validDefinition>) =>
        Object.assign(partsOf(d).subject, {
          options: [
            { key: 'A', content: '1' },
            { key: 'A', content: '2' },
          ],
        }),
      issue: { path: 'exams[0].papers[0].subjects[0].options[1].key', message: "duplicate option key 'A'" },
    },
    {
      rule: 'an attempt names a paper of its exam',
      mutate: (d: ReturnType<typeof validDefinition>) => Object.assign(partsOf(d).attempt, { paper: 'p2' }),
      issue: { path: 'exams[0].attempts[0].paper', message: "unknown paper 'p2'" },
    },
    {
      rule: 'a video embedded in an option names a video of the file',
      mutate: (d: ReturnType<typeof validDefinition>) =>
        Object.assign(partsOf(d).subject, {
          options: [
            { key: 'A', content: "<p data-video-key='nope'></p>" },
            { key: 'B', content: '2' },
          ],
        }),
      issue: { path: 'exams[0].papers[0].subjects[0].options[0].content', message: "unknown video 'nope'" },
    },
  ])('$rule', ({ mutate, issue }) => {
    const definition = validDefinition();
    mutate(definition);
    expect(found(definition)).toEqual([issue]);
  });
});

describe("references to the school's own rows", () => {
  it('a key the school already has resolves; one it has not is still unknown', () => {
    const input = {
      exams: [{ key: 'e', groups: ['g-known', 'g-missing'], accommodations: [{ user: 'bea' }] }],
    };
    expect(found(input, { groups: ['g-known'], users: ['bea'] })).toEqual([
      { path: 'exams[0].groups[1]', message: "unknown group 'g-missing'" },
    ]);
  });
});

describe('staff assignments', () => {
  const exams = [{ key: 'e', sessions: [{ key: 's1' }] }];
  it.each([
    {
      rule: 'an assignment names an exam of the file',
      users: [{ userName: 'g', role: 'grader', assignments: [{ exam: 'nope' }] }],
      issues: [{ path: 'users[0].assignments[0].exam', message: "unknown exam 'nope'" }],
    },
    {
      rule: 'a session is one of that exam',
      users: [{ userName: 'p', role: 'proctor', assignments: [{ exam: 'e', session: 's9' }] }],
      issues: [{ path: 'users[0].assignments[0].session', message: "unknown session 's9'" }],
    },
    {
      rule: 'a proctor of one session and a grader of the exam are fine',
      users: [
        { userName: 'p', role: 'proctor', assignments: [{ exam: 'e', session: 's1' }] },
        { userName: 'g', role: 'grader', assignments: [{ exam: 'e' }] },
      ],
      issues: [],
    },
    {
      rule: 'an exam admin or a candidate has none',
      users: [
        { userName: 'a', role: 'exam_admin', assignments: [{ exam: 'e' }] },
        { userName: 'c', assignments: [{ exam: 'e' }] },
      ],
      issues: [
        { path: 'users[0].assignments', message: 'only a grader or a proctor has assignments' },
        { path: 'users[1].assignments', message: 'only a grader or a proctor has assignments' },
      ],
    },
  ])('$rule', ({ users, issues }) => {
    expect(found({ users, exams })).toEqual(issues);
  });
});
