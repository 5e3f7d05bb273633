import type { CaseVerdict } from '../results/program-analysis';

/**
 * DESIGN §5 code questions: the points a judged program earns. 'partial' gives score × passed/total (to two
 * decimals, as multiple choice does); any other rule gives all or nothing. No case at all earns nothing.
 */
export function judgedScore(
  subject: { score: number; scoringRule: string },
  verdicts: readonly CaseVerdict[],
): { score: number; isCorrect: boolean } {
  const passed = verdicts.filter((verdict) => verdict === 'passed').length;
  const isCorrect = verdicts.length > 0 && passed === verdicts.length;
  if (subject.scoringRule !== 'partial') return { score: isCorrect ? subject.score : 0, isCorrect };
  if (verdicts.length === 0) return { score: 0, isCorrect: false };
  return { score: Math.floor((subject.score * passed * 100) / verdicts.length) / 100, isCorrect };
}
