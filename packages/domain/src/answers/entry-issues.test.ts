import { describe, expect, it } from 'vitest';
import { SUBJECT_TYPE, type SubjectType } from '../subjects';
import { answerEntryIssues } from './entry-issues';

const paper = new Map<number, SubjectType>([
  [1, SUBJECT_TYPE.singleChoice],
  [2, SUBJECT_TYPE.essay],
]);

describe('answers against their paper: every issue named by its place in the list', () => {
  it.each([
    { rule: 'answers of the paper, in shape', entries: [{ subjectId: 1, answer: 'A' }], paths: [] },
    {
      rule: 'a subject not on the paper',
      entries: [{ subjectId: 9, answer: 'A' }],
      paths: ['answers[0].subjectId'],
    },
    {
      rule: 'an answer of the wrong shape',
      entries: [
        { subjectId: 1, answer: 'A' },
        { subjectId: 2, answer: 42 },
      ],
      paths: ['answers[1].answer'],
    },
    {
      rule: 'all issues at once, in list order',
      entries: [
        { subjectId: 7, answer: 'A' },
        { subjectId: 2, answer: { not: 'text' } },
      ],
      paths: ['answers[0].subjectId', 'answers[1].answer'],
    },
    { rule: 'nothing to check', entries: [], paths: [] },
  ])('$rule', ({ entries, paths }) => {
    const issues = answerEntryIssues(entries, paper);
    expect(issues.map((issue) => issue.path)).toEqual(paths);
    for (const issue of issues) expect(issue.message).not.toBe('');
  });
});

describe("an entry's issue carries the key the console says it by (issue 35)", () => {
  it.each([
    {
      rule: 'a subject not on the paper',
      entry: { subjectId: 9, answer: 'A' },
      messageKey: 'validation.answers.notOnPaper',
      params: {},
    },
    {
      rule: 'an essay answer that is not a text',
      entry: { subjectId: 2, answer: 42 },
      messageKey: 'validation.invalidType',
      params: { expected: 'string' },
    },
  ])('$rule: $messageKey', ({ entry, messageKey, params }) => {
    expect(answerEntryIssues([entry], paper)).toEqual([
      { path: expect.any(String), message: expect.any(String), messageKey, params },
    ]);
  });
});
