import { describe, expect, it } from 'vitest';
import { subjectSchema } from './subjects';

const SUBJECTS = {
  multiple: { subjectType: 2, options: [], correctAnswer: ['A'] },
  fillIn: { subjectType: 4, correctAnswer: [['1'], ['2']] },
  code: { subjectType: 5 },
};

describe('a subject states the scoring rule it is graded by', () => {
  it.each([
    {
      rule: 'a fill-in that names none gives each blank its share',
      subject: SUBJECTS.fillIn,
      named: undefined,
      parsed: 'partial',
    },
    {
      rule: 'a fill-in named all-or-nothing stays so (issue 40)',
      subject: SUBJECTS.fillIn,
      named: 'all_or_nothing',
      parsed: 'all_or_nothing',
    },
    {
      rule: 'a fill-in named partial stays so',
      subject: SUBJECTS.fillIn,
      named: 'partial',
      parsed: 'partial',
    },
    {
      rule: 'a multiple choice that names none is all or nothing',
      subject: SUBJECTS.multiple,
      named: undefined,
      parsed: 'all_or_nothing',
    },
    {
      rule: 'a multiple choice named partial stays so',
      subject: SUBJECTS.multiple,
      named: 'partial',
      parsed: 'partial',
    },
    {
      rule: 'a program that names none is all or nothing',
      subject: SUBJECTS.code,
      named: undefined,
      parsed: 'all_or_nothing',
    },
  ])('$rule', ({ subject, named, parsed }) => {
    const result = subjectSchema.parse({
      key: 'q1',
      subjectTitle: 'Q',
      score: 10,
      ...subject,
      ...(named ? { scoringRule: named } : {}),
    });
    expect(result.scoringRule).toBe(parsed);
  });
});
