import { describe, expect, it } from 'vitest';
import { parseSchoolDefinition } from './parse';

const NOW = new Date('2026-06-01T00:00:00Z');

export function validDefinition() {
  return {
    school: { id: 'test-school', name: 'Test School' },
    users: [
      { userName: 'ann', password: 'password1' },
      { userName: 'admin', password: 'password1', role: 'exam_admin' },
    ],
    groups: [{ key: 'g1', name: 'Group 1', members: ['ann'] }],
    knowledgePoints: [{ key: 'kp1', name: 'Loops' }],
    abilityDimensions: [{ key: 'ab1', name: 'Reasoning' }],
    exams: [
      {
        key: 'e1',
        examName: 'Exam 1',
        beginTime: 'now-1h',
        endTime: '2026-06-02T10:00:00+08:00',
        examSettingTime: 60,
        groups: ['g1'],
        sessions: [{ key: 's1', sessionName: 'Morning', beginTime: 'now', endTime: 'now+2h' }],
        papers: [
          {
            key: 'p1',
            name: 'Paper',
            subjects: [
              {
                key: 'q1',
                subjectType: 1,
                subjectTitle: '1 + 1?',
                options: [
                  { key: 'A', content: '1' },
                  { key: 'B', content: '2' },
                ],
                correctAnswer: 'B',
                score: 5,
                knowledgePoints: ['kp1'],
                abilities: [{ key: 'ab1' }],
              },
            ],
          },
        ],
      },
    ],
  };
}

type Definition = ReturnType<typeof validDefinition>;
const exam = (definition: Definition) =>
  definition.exams[0] as Record<string, unknown> & Definition['exams'][0];
const subject = (definition: Definition) =>
  definition.exams[0]?.papers[0]?.subjects[0] as Record<string, unknown>;

/** One mistake each, with the path it must be reported at. */
export const MISTAKES: { rule: string; path: string; mutate: (definition: Definition) => void }[] = [
  {
    rule: 'a school id with capitals',
    path: 'school.id',
    mutate: (d) => {
      d.school.id = 'Bad School';
    },
  },
  {
    rule: 'a short password',
    path: 'users[0].password',
    mutate: (d) => {
      (d.users[0] as { password: string }).password = 'short';
    },
  },
  {
    rule: 'a duplicate user name',
    path: 'users[1].userName',
    mutate: (d) => {
      (d.users[1] as { userName: string }).userName = 'ann';
    },
  },
  {
    rule: 'a member who is not a user',
    path: 'groups[0].members[0]',
    mutate: (d) => {
      (d.groups[0] as { members: string[] }).members = ['bob'];
    },
  },
  {
    rule: 'a time that is not a time',
    path: 'exams[0].sessions[0].beginTime',
    mutate: (d) => {
      (exam(d).sessions[0] as { beginTime: string }).beginTime = 'tomorrow';
    },
  },
  {
    rule: 'an exam group that does not exist',
    path: 'exams[0].groups[0]',
    mutate: (d) => {
      exam(d).groups = ['nope'];
    },
  },
  {
    rule: 'a zero answer time',
    path: 'exams[0].examSettingTime',
    mutate: (d) => {
      exam(d).examSettingTime = 0;
    },
  },
  {
    rule: 'a correct answer that is not an option',
    path: 'exams[0].papers[0].subjects[0].correctAnswer',
    mutate: (d) => {
      subject(d).correctAnswer = 'C';
    },
  },
  {
    rule: 'an unknown knowledge point',
    path: 'exams[0].papers[0].subjects[0].knowledgePoints[0]',
    mutate: (d) => {
      subject(d).knowledgePoints = ['kp9'];
    },
  },
  {
    rule: 'an end before the begin',
    path: 'exams[0].endTime',
    mutate: (d) => {
      exam(d).endTime = 'now-2h';
    },
  },
  {
    rule: 'an auth code of the wrong length',
    path: 'exams[0].authCode',
    mutate: (d) => Object.assign(exam(d), { authCodeFlag: 1, authCode: '12345' }),
  },
  {
    rule: 'a session group that does not exist',
    path: 'exams[0].sessions[0].groups[0]',
    mutate: (d) => Object.assign(exam(d).sessions[0] as object, { groups: ['nope'] }),
  },
  {
    rule: 'an unknown subject type',
    path: 'exams[0].papers[0].subjects[0].subjectType',
    mutate: (d) => {
      subject(d).subjectType = 9;
    },
  },
];

describe('exam definition parsing', () => {
  it('accepts a valid file and resolves relative times against now', () => {
    const result = parseSchoolDefinition(validDefinition(), NOW);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.value.exams[0]?.beginTime).toEqual(new Date('2026-05-31T23:00:00Z'));
    expect(result.value.exams[0]?.endTime).toEqual(new Date('2026-06-02T02:00:00Z'));
    expect(result.value.exams[0]?.sessions[0]?.endTime).toEqual(new Date('2026-06-01T02:00:00Z'));
    expect(result.value.exams[0]?.isPublic).toBe(1);
  });

  it.each(MISTAKES)('reports $rule at $path', ({ mutate, path }) => {
    const definition = validDefinition();
    mutate(definition);
    const result = parseSchoolDefinition(definition, NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toEqual([path]);
  });

  it('reports every mistake of a file at once, shape and reference problems together', () => {
    const definition = validDefinition();
    // Ten mistakes in different places; a second exam carries two rules between fields.
    const skipped = [
      'an unknown subject type',
      'an end before the begin',
      'an auth code of the wrong length',
    ];
    const chosen = MISTAKES.filter((mistake) => !skipped.includes(mistake.rule));
    for (const mistake of chosen) mistake.mutate(definition);
    const second = {
      ...validDefinition().exams[0],
      key: 'e2',
      endTime: 'now-2h',
      authCodeFlag: 1,
      authCode: '123',
    };
    (definition.exams as unknown[]).push(second);
    const expected = [...chosen.map((mistake) => mistake.path), 'exams[1].endTime', 'exams[1].authCode'];
    expect(expected).toHaveLength(12);
    const result = parseSchoolDefinition(definition, NOW);
    expect(result.ok ? [] : result.issues.map((issue) => issue.path).sort()).toEqual(expected.sort());
  });

  it.each([
    { subjectType: 2, correctAnswer: [], rule: 'multiple choice needs at least one key' },
    { subjectType: 3, correctAnswer: 'yes', rule: 'judgement needs true or false' },
    { subjectType: 4, correctAnswer: [[]], rule: 'fill-in needs accepted answers for each blank' },
  ])('$rule', ({ subjectType, correctAnswer }) => {
    const definition = validDefinition();
    Object.assign(subject(definition), { subjectType, correctAnswer });
    const result = parseSchoolDefinition(definition, NOW);
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual([
      'exams[0].papers[0].subjects[0].correctAnswer',
    ]);
  });

  it('a code subject needs a language and a hidden case', () => {
    const definition = validDefinition();
    Object.assign(subject(definition), {
      subjectType: 5,
      correctAnswer: undefined,
      options: [],
      cases: [{ expectedOutput: '2', isSample: true }],
    });
    const result = parseSchoolDefinition(definition, NOW);
    expect(result.ok ? [] : result.issues.map((issue) => issue.path).sort()).toEqual([
      'exams[0].papers[0].subjects[0].cases',
      'exams[0].papers[0].subjects[0].codeLanguages',
    ]);
  });
});
