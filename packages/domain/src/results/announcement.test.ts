import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  announcedResult,
  attemptTimeUsedSeconds,
  resultFlagInForce,
  summarizeExamAttempts,
} from './announcement';

const graded = { status: 'graded', isScoring: 0, score: 25, isPassed: false };
const exam = { passScore: 60, isShowPassScore: 0 };

describe('announcedResult: what a results call may say of the outcome (SPEC §3 examResultFlag)', () => {
  it.each([
    { rule: 'flag 0 shows score, verdict and the pass mark', flag: 0, expected: [25, false, 60] },
    {
      rule: 'flag 1 shows the score only: no verdict, no pass mark to infer it',
      flag: 1,
      expected: [25, null, null],
    },
    {
      rule: 'flag 2 shows the verdict only: no pass mark to bound the score',
      flag: 2,
      expected: [null, false, null],
    },
    { rule: 'flag 3 announces nothing', flag: 3, expected: [null, null, null] },
    { rule: 'flag -1 announces nothing', flag: -1, expected: [null, null, null] },
  ])('$rule', ({ flag, expected }) => {
    const shown = announcedResult({ ...graded, examResultFlag: flag }, exam);
    expect([shown.score, shown.isPassed, shown.passScore]).toEqual(expected);
  });

  it.each([
    {
      rule: 'a person still grading hides everything',
      attempt: { ...graded, isScoring: 1, status: 'grading' },
    },
    {
      rule: 'an attempt handed in but not graded hides everything',
      attempt: { ...graded, status: 'submitted' },
    },
    { rule: 'an attempt in progress hides everything', attempt: { ...graded, status: 'in_progress' } },
  ])('$rule', ({ attempt }) => {
    expect(announcedResult({ ...attempt, examResultFlag: 0 }, exam)).toEqual({
      score: null,
      isPassed: null,
      passScore: null,
    });
  });

  it('flag 0 with isShowPassScore 1 keeps the pass mark back', () => {
    expect(
      announcedResult({ ...graded, examResultFlag: 0 }, { passScore: 60, isShowPassScore: 1 }).passScore,
    ).toBe(null);
  });
});

describe('the release time (issue 21): nothing announced before resultReleaseAt', () => {
  const releaseAt = new Date(Date.UTC(2026, 5, 1, 12));
  const before = new Date(releaseAt.getTime() - 1);
  it.each([
    { rule: 'before the release time: nothing', now: before, expected: [null, null, null] },
    { rule: 'at the release time: what the flag shows', now: releaseAt, expected: [25, false, 60] },
    { rule: 'a release time and no clock to compare: nothing', now: undefined, expected: [null, null, null] },
  ])('$rule', ({ now, expected }) => {
    const shown = announcedResult(
      { ...graded, examResultFlag: 0 },
      { ...exam, resultReleaseAt: releaseAt },
      now,
    );
    expect([shown.score, shown.isPassed, shown.passScore]).toEqual(expected);
  });

  it('no release time: the flag alone decides', () => {
    expect(announcedResult({ ...graded, examResultFlag: 1 }, { ...exam, resultReleaseAt: null }).score).toBe(
      25,
    );
  });

  it.each([
    { rule: 'no release time keeps the flag', flag: 0, releaseAt: null, now: before, expected: 0 },
    { rule: 'before the release: not announced (3)', flag: 0, releaseAt, now: before, expected: 3 },
    { rule: 'from the release on: the flag', flag: 2, releaseAt, now: releaseAt, expected: 2 },
    { rule: 'a hiding flag stays hiding after the release', flag: 3, releaseAt, now: releaseAt, expected: 3 },
  ])('resultFlagInForce: $rule', ({ flag, releaseAt: at, now, expected }) => {
    expect(resultFlagInForce({ examResultFlag: flag, resultReleaseAt: at }, now)).toBe(expected);
  });
});

describe('attemptTimeUsedSeconds', () => {
  it.each([
    { rule: 'not handed in: null', end: null, expected: null },
    { rule: 'whole seconds, rounded', end: new Date(61_400), expected: 61 },
    { rule: 'a clock step backwards is 0, never negative', end: new Date(-5_000), expected: 0 },
  ])('$rule', ({ end, expected }) => {
    expect(attemptTimeUsedSeconds(new Date(0), end)).toBe(expected);
  });
});

const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1) + minutes * 60_000);
const attempt = (fields: Partial<Parameters<typeof summarizeExamAttempts>[1][number]>) => ({
  status: 'graded',
  isScoring: 0,
  score: 50,
  isPassed: false,
  startAnswerTime: at(0),
  submittedAt: at(30),
  ...fields,
});

describe('summarizeExamAttempts: the personal-centre summary of one exam', () => {
  const attempts = [
    attempt({ score: 50, isPassed: false }),
    attempt({ score: 80, isPassed: true, startAnswerTime: at(100), submittedAt: at(110) }),
    attempt({
      score: 99,
      isPassed: true,
      status: 'grading',
      isScoring: 1,
      startAnswerTime: at(200),
      submittedAt: at(260),
    }),
  ];
  it.each([
    { flag: 0, bestScore: 80, isPassed: true },
    { flag: 1, bestScore: 80, isPassed: null },
    { flag: 2, bestScore: null, isPassed: true },
    { flag: 4, bestScore: null, isPassed: null },
  ])('flag $flag: best score $bestScore, verdict $isPassed (a grading attempt counts for neither)', (row) => {
    expect(summarizeExamAttempts(row.flag, attempts)).toEqual({
      attemptCount: 3,
      gradingCount: 1,
      bestScore: row.bestScore,
      isPassed: row.isPassed,
      timeUsedSeconds: (30 + 10 + 60) * 60,
      firstStartAnswerTime: at(0),
      lastStartAnswerTime: at(200),
      lastSubmittedAt: at(260),
    });
  });

  it('all announced verdicts failed: false; no attempts: nothing', () => {
    expect(summarizeExamAttempts(0, [attempt({}), attempt({})]).isPassed).toBe(false);
    expect(summarizeExamAttempts(0, [])).toMatchObject({
      attemptCount: 0,
      bestScore: null,
      lastSubmittedAt: null,
    });
  });

  it('the best score is the highest graded one and never comes from an attempt still being graded', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ score: fc.integer({ min: 0, max: 100 }), isGrading: fc.boolean() }), {
          maxLength: 8,
        }),
        (rows) => {
          const summary = summarizeExamAttempts(
            1,
            rows.map((row) =>
              attempt({ score: row.score, ...(row.isGrading ? { isScoring: 1, status: 'grading' } : {}) }),
            ),
          );
          const announced = rows.filter((row) => !row.isGrading).map((row) => row.score);
          expect(summary.bestScore).toBe(announced.length === 0 ? null : Math.max(...announced));
          expect(summary.gradingCount).toBe(rows.length - announced.length);
        },
      ),
    );
  });
});
