import { describe, expect, it } from 'vitest';
import { defaultScoringRule } from './scoring-rule';
import { SUBJECT_TYPE } from './subject-type';

describe('the scoring rule of a subject that names none', () => {
  it.each([
    { type: SUBJECT_TYPE.singleChoice, rule: 'all_or_nothing' },
    { type: SUBJECT_TYPE.multipleChoice, rule: 'all_or_nothing' },
    { type: SUBJECT_TYPE.judgement, rule: 'all_or_nothing' },
    // Fill-ins were always graded blank by blank: a paper that never named the rule keeps its scores.
    { type: SUBJECT_TYPE.fillIn, rule: 'partial' },
    { type: SUBJECT_TYPE.code, rule: 'all_or_nothing' },
    { type: SUBJECT_TYPE.essay, rule: 'all_or_nothing' },
  ])('subject type $type: $rule', ({ type, rule }) => {
    expect(defaultScoringRule(type)).toBe(rule);
  });
});
