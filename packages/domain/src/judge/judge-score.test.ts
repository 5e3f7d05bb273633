import { describe, expect, it } from 'vitest';
import type { CaseVerdict } from '../results/program-analysis';
import { judgedScore } from './judge-score';

const all = (n: number, verdict: CaseVerdict = 'passed') => Array.from({ length: n }, () => verdict);

describe('judged score of a code subject', () => {
  it.each([
    {
      rule: 'all-or-nothing: every case passed earns all',
      rule_: 'all_or_nothing',
      verdicts: all(3),
      score: 30,
      isCorrect: true,
    },
    {
      rule: 'all-or-nothing: one case failed earns nothing',
      rule_: 'all_or_nothing',
      verdicts: [...all(2), 'wrong_answer'],
      score: 0,
      isCorrect: false,
    },
    {
      rule: 'partial: 2 of 3 passed earns two thirds, cut to two decimals',
      rule_: 'partial',
      verdicts: [...all(2), 'time_limit'],
      score: 20,
      isCorrect: false,
    },
    {
      rule: 'partial: 1 of 3 passed on 10 points earns 3.33',
      rule_: 'partial',
      verdicts: ['passed', 'runtime_error', 'memory_limit'],
      score: 3.33,
      isCorrect: false,
      points: 10,
    },
    {
      rule: 'partial: none passed earns nothing',
      rule_: 'partial',
      verdicts: all(3, 'wrong_answer'),
      score: 0,
      isCorrect: false,
    },
    {
      rule: 'partial: all passed earns all and is correct',
      rule_: 'partial',
      verdicts: all(2),
      score: 30,
      isCorrect: true,
    },
    {
      rule: 'no case at all earns nothing (all-or-nothing)',
      rule_: 'all_or_nothing',
      verdicts: [],
      score: 0,
      isCorrect: false,
    },
    {
      rule: 'no case at all earns nothing (partial)',
      rule_: 'partial',
      verdicts: [],
      score: 0,
      isCorrect: false,
    },
  ] as {
    rule: string;
    rule_: string;
    verdicts: CaseVerdict[];
    score: number;
    isCorrect: boolean;
    points?: number;
  }[])('$rule', ({ rule_, verdicts, score, isCorrect, points }) => {
    expect(judgedScore({ score: points ?? 30, scoringRule: rule_ }, verdicts)).toEqual({ score, isCorrect });
  });
});
