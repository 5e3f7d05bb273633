import { describe, expect, it } from 'vitest';
import { itemAnalysis, median, scoreDistribution, summarizeResults } from './class-statistics';

describe('median', () => {
  it.each([
    { rule: 'no values: null', values: [], expected: null },
    { rule: 'one value', values: [7], expected: 7 },
    { rule: 'odd count: the middle one, whatever the order', values: [9, 1, 5], expected: 5 },
    { rule: 'even count: the mean of the middle two', values: [4, 1, 2, 3], expected: 2.5 },
    { rule: 'decimals round to two places', values: [0.1, 0.2], expected: 0.15 },
  ])('$rule', ({ values, expected }) => {
    expect(median(values)).toBe(expected);
  });
});

describe('scoreDistribution: 10 bins over 0..paperScore', () => {
  const counts = (scores: number[], paperScore = 100) =>
    scoreDistribution(scores, paperScore).map((bin) => bin.count);
  it.each([
    { rule: 'no scores: ten empty bins', scores: [], expected: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    { rule: 'a bin holds its lower edge', scores: [0, 10, 20], expected: [1, 1, 1, 0, 0, 0, 0, 0, 0, 0] },
    { rule: 'just under an edge stays below', scores: [9.99], expected: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    { rule: 'full marks count in the last bin', scores: [100, 95], expected: [0, 0, 0, 0, 0, 0, 0, 0, 0, 2] },
    { rule: 'outside the range: the end bins', scores: [-1, 120], expected: [1, 0, 0, 0, 0, 0, 0, 0, 0, 1] },
  ])('$rule', ({ scores, expected }) => {
    expect(counts(scores)).toEqual(expected);
  });

  it('edges follow the paper score (15 points: 1.5 wide, the last ends at 15)', () => {
    const bins = scoreDistribution([], 15);
    expect(bins[0]).toEqual({ from: 0, to: 1.5, count: 0 });
    expect(bins[9]).toEqual({ from: 13.5, to: 15, count: 0 });
  });

  it('a paper worth nothing puts every score in the first bin', () => {
    expect(counts([0, 0], 0)).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

const row = (score: number | null, fields: Partial<Parameters<typeof summarizeResults>[0][number]> = {}) => ({
  status: 'graded',
  isScoring: 0,
  score,
  isPassed: score !== null && score >= 60,
  ...fields,
});

describe('summarizeResults: the console summary', () => {
  it.each([
    {
      rule: 'figures over the graded attempts only',
      rows: [row(40), row(60), row(90), row(null, { status: 'in_progress' }), row(99, { status: 'grading' })],
      expected: {
        attempts: 5,
        submitted: 4,
        graded: 3,
        grading: 1,
        mean: 63.33,
        median: 60,
        max: 90,
        min: 40,
      },
      passRate: 0.6667,
    },
    {
      rule: 'a graded attempt someone is regrading is not final',
      rows: [row(80), row(20, { isScoring: 1 })],
      expected: { attempts: 2, submitted: 2, graded: 1, grading: 1, mean: 80, median: 80, max: 80, min: 80 },
      passRate: 1,
    },
    {
      rule: 'nothing graded: no figures, no pass rate',
      rows: [row(null, { status: 'submitted' })],
      expected: {
        attempts: 1,
        submitted: 1,
        graded: 0,
        grading: 1,
        mean: null,
        median: null,
        max: null,
        min: null,
      },
      passRate: null,
    },
  ])('$rule', ({ rows, expected, passRate }) => {
    const summary = summarizeResults(rows, 100);
    expect(summary).toMatchObject({ ...expected, passRate });
    expect(summary.distribution.reduce((sum, bin) => sum + bin.count, 0)).toBe(expected.graded);
  });
});

describe('itemAnalysis: difficulty and discrimination (upper 27% − lower 27%)', () => {
  const items = (pairs: [number, number][]) => pairs.map(([total, earned]) => ({ total, earned }));
  it.each([
    {
      rule: 'no attempts: nothing to say',
      items: [],
      points: 5,
      expected: { n: 0, difficulty: null, discrimination: null },
    },
    {
      rule: 'a subject worth nothing: nothing to say',
      items: items([[10, 0]]),
      points: 0,
      expected: { n: 1, difficulty: null, discrimination: null },
    },
    {
      rule: 'the strong get it, the weak miss it: discrimination 1',
      items: items([
        [90, 5],
        [80, 5],
        [70, 5],
        [60, 5],
        [50, 0],
        [40, 0],
        [30, 0],
        [20, 0],
        [10, 0],
        [5, 0],
      ]),
      points: 5,
      // 10 attempts: groups of 3 (27% rounded); half earned full points
      expected: { n: 10, difficulty: 0.4, discrimination: 1 },
    },
    {
      rule: 'the weak get it, the strong miss it: negative',
      items: items([
        [90, 0],
        [80, 0],
        [10, 2],
        [5, 2],
      ]),
      points: 2,
      expected: { n: 4, difficulty: 0.5, discrimination: -1 },
    },
    {
      rule: 'everyone the same: discrimination 0',
      items: items([
        [50, 1],
        [60, 1],
        [70, 1],
      ]),
      points: 2,
      expected: { n: 3, difficulty: 0.5, discrimination: 0 },
    },
    {
      rule: 'one attempt: it is both groups',
      items: items([[50, 1]]),
      points: 4,
      expected: { n: 1, difficulty: 0.25, discrimination: 0 },
    },
  ])('$rule', ({ items: rows, points, expected }) => {
    expect(itemAnalysis(rows, points)).toEqual(expected);
  });
});
