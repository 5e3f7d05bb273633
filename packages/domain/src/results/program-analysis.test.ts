import { describe, expect, it } from 'vitest';
import { type CaseResult, programAnalysisEntry } from './program-analysis';

const subject = { id: 7, position: 5, score: 20 };
const program = { language: 'python', code: 'print(1)' };
// The first as stored before issue 34 (no peak memory), the second with it.
const cases: CaseResult[] = [
  { position: 1, isSample: true, verdict: 'passed', timeMs: 12 },
  { position: 2, isSample: false, verdict: 'memory_limit', timeMs: 40, memoryKb: 65_600 },
];
const base = {
  subject,
  answer: { answer: program, score: 15, graderComment: 'use a loop' },
  caseResults: null,
  isScoreAnnounced: true,
  isReviewAllowed: true,
};

describe('programAnalysisEntry (SPEC §7 programAnalysis, one code subject)', () => {
  it.each([
    {
      rule: 'announced and review open: points, comment and the judge as it stands (memory null where unmeasured)',
      input: { ...base, caseResults: cases },
      expected: {
        earned: 15,
        graderComment: 'use a loop',
        judgeState: 'judged',
        caseResults: [{ ...cases[0], memoryKb: null }, cases[1]],
      },
    },
    {
      rule: 'no judge has run: judgeState not_run and no case results',
      input: base,
      expected: { earned: 15, graderComment: 'use a loop', judgeState: 'not_run', caseResults: null },
    },
    {
      rule: 'review closed: points yes, comment and case results no',
      input: { ...base, caseResults: cases, isReviewAllowed: false },
      expected: { earned: 15, graderComment: null, judgeState: 'hidden', caseResults: null },
    },
    {
      rule: 'score not announced (flag 2, other, or grading): no points, no comment, no case results',
      input: { ...base, caseResults: cases, isScoreAnnounced: false },
      expected: { earned: null, graderComment: null, judgeState: 'hidden', caseResults: null },
    },
  ])('$rule', ({ input, expected }) => {
    expect(programAnalysisEntry(input)).toEqual({
      subjectId: 7,
      position: 5,
      score: 20,
      language: 'python',
      code: 'print(1)',
      gradingState: 'graded',
      ...expected,
    });
  });

  it.each([
    { rule: 'no answer row: not_answered, earned 0', answer: undefined, state: 'not_answered', earned: 0 },
    {
      rule: 'an empty program: not_answered',
      answer: { answer: { language: 'python', code: '  ' }, score: 0, graderComment: null },
      state: 'not_answered',
      earned: 0,
    },
    {
      rule: 'a program without points yet: grading',
      answer: { answer: program, score: null, graderComment: null },
      state: 'grading',
      earned: 0,
    },
    {
      rule: 'a malformed stored answer reads as no program',
      answer: { answer: 'print(1)', score: null, graderComment: null },
      state: 'not_answered',
      earned: 0,
    },
  ])('$rule', ({ answer, state, earned }) => {
    const entry = programAnalysisEntry({ ...base, answer });
    expect(entry.gradingState).toBe(state);
    expect(entry.earned).toBe(earned);
  });
});
