import { describe, expect, it } from 'vitest';
import { issuePathToName, issuesByField } from './issue-fields';

describe('server issue paths to form fields', () => {
  it.each([
    { path: 'exam.sessions[0].beginTime', root: 'exam', name: ['sessions', 0, 'beginTime'] },
    {
      path: 'exam.papers[1].subjects[12].options[0].content',
      root: 'exam',
      name: ['papers', 1, 'subjects', 12, 'options', 0, 'content'],
    },
    { path: 'exam.examName', root: 'exam', name: ['examName'] },
    { path: 'rows[3].userName', root: 'rows', name: [3, 'userName'] },
    { path: 'school.name', root: 'exam', name: undefined },
    { path: '', root: 'exam', name: undefined },
  ])('$path → $name', ({ path, root, name }) => {
    expect(issuePathToName(path, root)).toEqual(name);
  });

  it('places each issue at the deepest field the form holds and keeps the rest for the summary', () => {
    const fields = new Set([
      JSON.stringify(['sessions', 0, 'beginTime']),
      JSON.stringify(['papers', 0, 'subjects', 1, 'correctAnswer']),
      JSON.stringify(['examName']),
    ]);
    const { fields: placed, unplaced } = issuesByField(
      [
        { path: 'exam.sessions[0].beginTime', message: 'not a time' },
        { path: 'exam.sessions[0].beginTime', message: 'before the exam' },
        { path: 'exam.papers[0].subjects[1].correctAnswer[1]', message: 'a blank needs an answer' },
        { path: 'exam.papers', message: 'an exam needs a paper' },
        { path: 'exam', message: 'whole exam' },
      ],
      (name) => fields.has(JSON.stringify(name)),
      (issue) => issue.message,
      'exam',
    );
    expect(placed).toEqual([
      { name: ['sessions', 0, 'beginTime'], errors: ['not a time', 'before the exam'] },
      { name: ['papers', 0, 'subjects', 1, 'correctAnswer'], errors: ['a blank needs an answer'] },
    ]);
    expect(unplaced.map((issue) => issue.path)).toEqual(['exam.papers', 'exam']);
  });
});

describe('a field shows what each issue says in the words it is given (issue 35: the user language)', () => {
  it('each error is the text of its issue', () => {
    const issue = {
      path: 'exam.endTime',
      message: 'must be after beginTime',
      messageKey: 'validation.examRules.after',
    };
    const { fields } = issuesByField(
      [issue],
      () => true,
      (said) => `«${said.messageKey}»`,
      'exam',
    );
    expect(fields).toEqual([{ name: ['endTime'], errors: ['«validation.examRules.after»'] }]);
  });
});
