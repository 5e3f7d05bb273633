import { describe, expect, it } from 'vitest';
import { SUBJECT_TYPE } from '../subjects/subject-type';
import {
  attemptOrder,
  type OrderedSubject,
  seededRandom,
  shownLetters,
  shownOptionLetter,
  shuffled,
} from './attempt-order';

const choice = (id: number, keepOptionOrder = false): OrderedSubject => ({
  id,
  subjectType: SUBJECT_TYPE.singleChoice,
  optionKeys: ['A', 'B', 'C', 'D'],
  keepOptionOrder,
});
const PAPER: OrderedSubject[] = [
  choice(1),
  { ...choice(2), subjectType: SUBJECT_TYPE.multipleChoice },
  choice(3, true),
  { id: 4, subjectType: SUBJECT_TYPE.fillIn, optionKeys: [], keepOptionOrder: false },
  { id: 5, subjectType: SUBJECT_TYPE.judgement, optionKeys: [], keepOptionOrder: false },
];
const SEEDS = Array.from({ length: 10_000 }, (_, seed) => seed * 2_654_435_761);

/**
 * Pearson's chi-square of counts against an even spread; with 3 degrees of freedom a fair shuffle stays under
 * 16.27 but once in a thousand seeds sets. The seeds are fixed, so the test cannot flicker.
 */
function chiSquare(counts: readonly number[]): number {
  const expected = counts.reduce((sum, count) => sum + count, 0) / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('seeded order (issue 37): the same seed gives the same order, on every reload', () => {
  it.each([0, 1, 42, 0xffffffff, -7])('seed %d', (seed) => {
    const shuffle = { shuffleSubjects: true, shuffleOptions: true };
    expect(attemptOrder(seed, PAPER, shuffle)).toEqual(attemptOrder(seed, PAPER, shuffle));
  });

  it('seed 42 gives the order it gave when attempts were first ordered: existing attempts must keep theirs', () => {
    const order = attemptOrder(42, PAPER, { shuffleSubjects: true, shuffleOptions: true });
    expect(order.subjectIds).toEqual([4, 5, 1, 2, 3]);
    expect([...order.optionKeys]).toEqual([
      [1, ['B', 'A', 'D', 'C']],
      [2, ['A', 'D', 'C', 'B']],
      [3, ['A', 'B', 'C', 'D']],
      [4, []],
      [5, []],
    ]);
  });

  it('numbers lie in [0, 1) and differ between seeds', () => {
    const first = seededRandom(1);
    const second = seededRandom(2);
    const drawn = Array.from({ length: 1_000 }, () => [first(), second()]);
    expect(
      drawn.every(([a, b]) => a !== undefined && b !== undefined && a >= 0 && a < 1 && b >= 0 && b < 1),
    ).toBe(true);
    expect(drawn.filter(([a, b]) => a === b)).toEqual([]);
  });
});

describe('what is shuffled, by the paper’s flags and the subject’s type', () => {
  it.each([
    { rule: 'nothing shuffled: canonical order', subjects: false, options: false, movedSubjects: false },
    { rule: 'subjects shuffled, options kept', subjects: true, options: false, movedSubjects: true },
    { rule: 'options shuffled, subjects kept', subjects: false, options: true, movedSubjects: false },
  ])('$rule', ({ subjects, options, movedSubjects }) => {
    const orders = SEEDS.slice(0, 200).map((seed) =>
      attemptOrder(seed, PAPER, { shuffleSubjects: subjects, shuffleOptions: options }),
    );
    const subjectOrders = new Set(orders.map((order) => order.subjectIds.join()));
    expect(subjectOrders.size > 1).toBe(movedSubjects);
    const firstOptions = new Set(orders.map((order) => order.optionKeys.get(1)?.join()));
    expect(firstOptions.size > 1).toBe(options);
  });

  it.each([
    { rule: 'a subject that keeps its option order', id: 3, keys: ['A', 'B', 'C', 'D'] },
    { rule: 'fill-in blanks keep their order', id: 4, keys: [] },
    { rule: 'a judgement has nothing to shuffle', id: 5, keys: [] },
  ])('$rule', ({ id, keys }) => {
    for (const seed of SEEDS.slice(0, 200)) {
      const order = attemptOrder(seed, PAPER, { shuffleSubjects: true, shuffleOptions: true });
      expect(order.optionKeys.get(id)).toEqual(keys);
    }
  });

  it('every order is a permutation of the paper: nothing lost, nothing twice', () => {
    for (const seed of SEEDS.slice(0, 500)) {
      const order = attemptOrder(seed, PAPER, { shuffleSubjects: true, shuffleOptions: true });
      expect([...order.subjectIds].sort()).toEqual([1, 2, 3, 4, 5]);
      expect([...(order.optionKeys.get(2) ?? [])].sort()).toEqual(['A', 'B', 'C', 'D']);
    }
  });
});

describe('fairness over 10,000 attempts', () => {
  it.each([
    {
      what: 'which subject comes first',
      pick: (seed: number) => shuffled([1, 2, 3, 4], seededRandom(seed))[0],
    },
    {
      what: 'which option a choice subject shows first',
      pick: (seed: number) =>
        attemptOrder(seed, [choice(1)], { shuffleSubjects: false, shuffleOptions: true }).optionKeys.get(
          1,
        )?.[0],
    },
  ])('$what is spread evenly', ({ pick }) => {
    const counts = new Map<unknown, number>();
    for (const seed of SEEDS) counts.set(pick(seed), (counts.get(pick(seed)) ?? 0) + 1);
    expect(counts.size).toBe(4);
    expect(chiSquare([...counts.values()])).toBeLessThan(16.27);
  });
});

describe('shown letters map back to canonical keys', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('position %d is shown as %s', (position, letter) => {
    expect(shownOptionLetter(position)).toBe(letter);
  });

  it('shown → canonical → shown round-trips for every drawn order', () => {
    for (const seed of SEEDS.slice(0, 500)) {
      const shown = attemptOrder(seed, [choice(1)], {
        shuffleSubjects: false,
        shuffleOptions: true,
      }).optionKeys.get(1);
      const letters = shownLetters(shown ?? []);
      const canonicalOf = new Map([...letters].map(([key, letter]) => [letter, key]));
      for (const key of ['A', 'B', 'C', 'D']) expect(canonicalOf.get(letters.get(key) ?? '')).toBe(key);
      expect([...letters.values()]).toEqual(['A', 'B', 'C', 'D']);
    }
  });
});
