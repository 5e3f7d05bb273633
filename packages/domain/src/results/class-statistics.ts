import { roundPoints } from '../grading/grade-objective';

/** The middle value (the mean of the two middle ones for an even count); null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : roundPoints(((sorted[middle - 1] as number) + upper) / 2);
}

export interface ScoreBin {
  from: number;
  to: number;
  count: number;
}

export const DISTRIBUTION_BINS = 10;

/**
 * Scores in `bins` equal bins over 0..paperScore: each bin holds [from, to), the last one also paperScore itself.
 * A score outside the range (a paper changed after grading) counts in the nearest end bin rather than vanishing.
 */
export function scoreDistribution(
  scores: readonly number[],
  paperScore: number,
  bins = DISTRIBUTION_BINS,
): ScoreBin[] {
  const width = paperScore > 0 ? paperScore / bins : 0;
  const counts = new Array<number>(bins).fill(0);
  for (const score of scores) {
    const index = width > 0 ? Math.floor(score / width) : 0;
    const bin = Math.min(bins - 1, Math.max(0, index));
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  return counts.map((count, index) => ({
    from: roundPoints(index * width),
    to: roundPoints(index === bins - 1 ? paperScore : (index + 1) * width),
    count,
  }));
}

export interface ResultRow {
  status: string;
  isScoring: number;
  score: number | null;
  isPassed: boolean | null;
}

export interface ResultsSummary {
  attempts: number;
  /** Handed in (any status but in_progress). */
  submitted: number;
  /** Graded with nobody grading any more: the attempts the figures below are taken over. */
  graded: number;
  /** Handed in, outcome not final yet (a person grading, or not graded). */
  grading: number;
  mean: number | null;
  median: number | null;
  max: number | null;
  min: number | null;
  /** Passed / graded, 0..1 with four decimals; null with nothing graded. */
  passRate: number | null;
  distribution: ScoreBin[];
}

/** The console's summary cards and histogram over an exam's attempts: figures over the graded ones only. */
export function summarizeResults(rows: readonly ResultRow[], paperScore: number): ResultsSummary {
  const graded = rows.filter((row) => row.status === 'graded' && row.isScoring === 0);
  const scores = graded.map((row) => row.score ?? 0);
  const submitted = rows.filter((row) => row.status !== 'in_progress').length;
  const passed = graded.filter((row) => row.isPassed === true).length;
  return {
    attempts: rows.length,
    submitted,
    graded: graded.length,
    grading: submitted - graded.length,
    mean: scores.length === 0 ? null : roundPoints(scores.reduce((a, b) => a + b, 0) / scores.length),
    median: median(scores),
    max: scores.length === 0 ? null : Math.max(...scores),
    min: scores.length === 0 ? null : Math.min(...scores),
    passRate: graded.length === 0 ? null : Math.round((passed / graded.length) * 10_000) / 10_000,
    distribution: scoreDistribution(scores, paperScore),
  };
}

/** One attempt's points on a subject beside its total score (what ranks it among the class). */
export interface ItemScore {
  total: number;
  earned: number;
}

export interface ItemAnalysis {
  /** Attempts the figures are taken over. */
  n: number;
  /** Mean points earned / points possible, 0..1 (four decimals); null with no attempt or a subject worth nothing. */
  difficulty: number | null;
  /**
   * (mean of the upper 27% by total − mean of the lower 27%) / points, −1..1 (four decimals); null as difficulty.
   * Computed for any n (the group is at least one attempt): with few attempts read it with `n` beside it.
   */
  discrimination: number | null;
}

/** The share of attempts in each of the upper and lower groups (Kelley's 27%). */
export const DISCRIMINATION_GROUP_SHARE = 0.27;

const fourDecimals = (value: number) => Math.round(value * 10_000) / 10_000;
const meanEarned = (items: readonly ItemScore[]) =>
  items.reduce((sum, item) => sum + item.earned, 0) / items.length;

/** Classical item analysis of one subject over the graded attempts that had it. */
export function itemAnalysis(items: readonly ItemScore[], points: number): ItemAnalysis {
  const n = items.length;
  if (n === 0 || points <= 0) return { n, difficulty: null, discrimination: null };
  const byTotal = [...items].sort((a, b) => a.total - b.total);
  const group = Math.max(1, Math.round(n * DISCRIMINATION_GROUP_SHARE));
  const lower = byTotal.slice(0, group);
  const upper = byTotal.slice(n - group);
  return {
    n,
    difficulty: fourDecimals(meanEarned(items) / points),
    discrimination: fourDecimals((meanEarned(upper) - meanEarned(lower)) / points),
  };
}
