import { describe, expect, it } from 'vitest';
import { parseExamDefinition } from './parse';
import { NOW, partsOf, type TestDefinition, validDefinition } from './test-fixtures';

const pathsOf = (definition: unknown) => {
  const result = parseExamDefinition(definition, NOW);
  return result.ok ? [] : result.issues.map((issue) => issue.path);
};

/** One mistake each, with the one path it must be reported at. */
const MISTAKES: { rule: string; path: string; mutate: (definition: TestDefinition) => void }[] = [
  {
    rule: 'a school id with capitals',
    path: 'school.id',
    mutate: (d) => Object.assign(d.school, { id: 'Bad' }),
  },
  {
    rule: 'a short password',
    path: 'users[0].password',
    mutate: (d) => Object.assign(d.users[0] as object, { password: 'short' }),
  },
  {
    rule: 'a duplicate user name',
    path: 'users[1].userName',
    mutate: (d) => Object.assign(d.users[1] as object, { userName: 'ann' }),
  },
  {
    rule: 'a member who is not a user',
    path: 'groups[0].members[0]',
    mutate: (d) => Object.assign(d.groups[0] as object, { members: ['bob'] }),
  },
  {
    rule: 'a misspelt field',
    path: 'exams[0].isPubilc',
    mutate: (d) => Object.assign(partsOf(d).exam, { isPubilc: 1 }),
  },
  {
    rule: 'a missing required field',
    path: 'exams[0].examSettingTime',
    mutate: (d) => delete partsOf(d).exam.examSettingTime,
  },
  {
    rule: 'a time that is not a time',
    path: 'exams[0].sessions[0].beginTime',
    mutate: (d) => Object.assign(partsOf(d).session, { beginTime: 'tomorrow' }),
  },
  {
    rule: 'an exam group that does not exist',
    path: 'exams[0].groups[0]',
    mutate: (d) => Object.assign(partsOf(d).exam, { groups: ['nope'] }),
  },
  {
    rule: 'a course that does not exist',
    path: 'exams[0].courses[0]',
    mutate: (d) => Object.assign(partsOf(d).exam, { courses: ['nope'] }),
  },
  {
    rule: 'a zero answer time',
    path: 'exams[0].examSettingTime',
    mutate: (d) => Object.assign(partsOf(d).exam, { examSettingTime: 0 }),
  },
  {
    rule: 'a correct answer that is not an option',
    path: 'exams[0].papers[0].subjects[0].correctAnswer',
    mutate: (d) => Object.assign(partsOf(d).subject, { correctAnswer: 'C' }),
  },
  {
    rule: 'an unknown knowledge point',
    path: 'exams[0].papers[0].subjects[0].knowledgePoints[0]',
    mutate: (d) => Object.assign(partsOf(d).subject, { knowledgePoints: ['kp9'] }),
  },
  {
    rule: 'an unknown video embedded in content',
    path: 'exams[0].papers[0].subjects[0].subjectTitle',
    mutate: (d) => Object.assign(partsOf(d).subject, { subjectTitle: '<div data-video-key="v9"></div>' }),
  },
  {
    rule: 'an exam end before its begin',
    path: 'exams[0].endTime',
    mutate: (d) => Object.assign(partsOf(d).exam, { endTime: 'now-2h' }),
  },
  {
    rule: 'a session that ends after its exam',
    path: 'exams[0].sessions[0].endTime',
    mutate: (d) => Object.assign(partsOf(d).session, { endTime: 'now+3d' }),
  },
  {
    rule: 'an auth code of the wrong length',
    path: 'exams[0].authCode',
    mutate: (d) => Object.assign(partsOf(d).exam, { authCodeFlag: 1, authCode: '12345' }),
  },
  {
    rule: 'a session group that does not exist',
    path: 'exams[0].sessions[0].groups[0]',
    mutate: (d) => Object.assign(partsOf(d).session, { groups: ['nope'] }),
  },
  {
    rule: 'an unknown subject type',
    path: 'exams[0].papers[0].subjects[0].subjectType',
    mutate: (d) => Object.assign(partsOf(d).subject, { subjectType: 9 }),
  },
  {
    rule: 'subject scores that do not add up to paperScore',
    path: 'exams[0].papers[0].subjects',
    mutate: (d) => Object.assign(partsOf(d).exam, { paperScore: 20, passScore: 12 }),
  },
  {
    rule: 'an attempt by an unknown user',
    path: 'exams[0].attempts[0].user',
    mutate: (d) => Object.assign(partsOf(d).attempt, { user: 'ghost' }),
  },
  {
    rule: 'an open link to an unknown session',
    path: 'exams[0].openLinks[0].session',
    mutate: (d) => Object.assign((partsOf(d).exam.openLinks as object[])[0] as object, { session: 'x' }),
  },
];

describe('exam definition parsing', () => {
  it('accepts a valid file, fills defaults and resolves relative times against now', () => {
    const result = parseExamDefinition(validDefinition(), NOW);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const [exam] = result.value.exams;
    expect(exam?.beginTime).toEqual(new Date('2026-05-31T23:00:00Z'));
    expect(exam?.endTime).toEqual(new Date('2026-06-02T02:00:00Z'));
    expect(exam?.sessions[0]?.endTime).toEqual(new Date('2026-06-01T02:00:00Z'));
    expect(exam).toMatchObject({
      examType: 1,
      isThird: 0,
      clientType: 0,
      isAllowNologin: '',
      reviewPolicy: 'after_exam_end',
    });
    expect(result.value.users[0]).toMatchObject({ role: 'candidate', isSchoolLedBooking: false });
    expect(result.value.school.timezoneHours).toBe(8);
  });

  it.each([
    { isAllowNologin: 1, stored: '1' },
    { isAllowNologin: '1', stored: '1' },
    { isAllowNologin: 0, stored: '0' },
  ])(
    'isAllowNologin $isAllowNologin (string or number) is kept as "$stored"',
    ({ isAllowNologin, stored }) => {
      const definition = validDefinition();
      Object.assign(partsOf(definition).exam, { isAllowNologin });
      const result = parseExamDefinition(definition, NOW);
      expect(result.ok && result.value.exams[0]?.isAllowNologin).toBe(stored);
    },
  );

  it.each([
    { rule: 'an exam that names no examResultFlag holds its results (issue 40)', stated: {}, flag: 3 },
    { rule: 'an exam that announces at once says so', stated: { examResultFlag: 0 }, flag: 0 },
    { rule: 'an exam that announces the score only says so', stated: { examResultFlag: 1 }, flag: 1 },
  ])('$rule: examResultFlag $flag', ({ stated, flag }) => {
    const definition = validDefinition();
    Object.assign(partsOf(definition).exam, stated);
    const result = parseExamDefinition(definition, NOW);
    expect(result.ok && result.value.exams[0]?.examResultFlag).toBe(flag);
  });

  it.each(MISTAKES)('reports $rule at $path', ({ mutate, path }) => {
    const definition = validDefinition();
    mutate(definition);
    expect(pathsOf(definition)).toEqual([path]);
  });

  it('reports every mistake of a file at once: shape, references and rules between fields together', () => {
    const definition = validDefinition();
    const chosen = MISTAKES.filter((mistake) =>
      [
        'a short password',
        'a member who is not a user',
        'a misspelt field',
        'a time that is not a time',
        'a course that does not exist',
        'a correct answer that is not an option',
        'an unknown knowledge point',
        'an auth code of the wrong length',
        'an attempt by an unknown user',
        'a school id with capitals',
      ].includes(mistake.rule),
    );
    for (const mistake of chosen) mistake.mutate(definition);
    expect(chosen).toHaveLength(10);
    expect(pathsOf(definition).sort()).toEqual(chosen.map((mistake) => mistake.path).sort());
  });

  it('a broken field does not hide a rule of the same exam', () => {
    const definition = validDefinition();
    Object.assign(partsOf(definition).exam, { examName: '', endTime: 'now-2h' });
    expect(pathsOf(definition)).toEqual(['exams[0].endTime', 'exams[0].examName']);
  });

  it('issues come in file order, school first and exams last, entries by index', () => {
    const definition = validDefinition();
    definition.exams.push({ ...validDefinition().exams[0], key: 'e2', examSettingTime: 0 } as never);
    Object.assign(partsOf(definition).exam, { examSettingTime: 0 });
    Object.assign(definition.school, { id: 'Bad' });
    const paths = pathsOf(definition);
    expect(paths[0]).toBe('school.id');
    expect(paths.indexOf('exams[0].examSettingTime')).toBeLessThan(paths.indexOf('exams[1].examSettingTime'));
  });

  it.each([
    { input: null, rule: 'an empty file' },
    { input: 'school: demo', rule: 'a text' },
    { input: [], rule: 'a list' },
  ])('$rule is reported at (file)', ({ input }) => {
    expect(pathsOf(input)).toEqual(['(file)']);
  });

  it('a missing field says "required"', () => {
    const definition = validDefinition();
    delete (definition.school as { name?: string }).name;
    const result = parseExamDefinition(definition, NOW);
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'school.name', message: 'required', messageKey: 'validation.definition.required', params: {} },
    ]);
  });

  it("a shape problem zod names has zod's key and limit, for the console to say (issue 35)", () => {
    const definition = validDefinition();
    Object.assign(definition.school, { name: 'x'.repeat(201) });
    const result = parseExamDefinition(definition, NOW);
    expect(result.ok ? [] : result.issues).toEqual([
      {
        path: 'school.name',
        message: 'at most 200 characters',
        messageKey: 'validation.tooBig.string',
        params: { limit: '200' },
      },
    ]);
  });
});
