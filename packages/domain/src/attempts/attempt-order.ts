import { SUBJECT_TYPE, type SubjectType } from '../subjects/subject-type';

/**
 * A generator of numbers in [0, 1) from a 32-bit seed (sfc32, warmed up): the same seed gives the same numbers on
 * every machine and every reload, so an attempt's order is derived from its stored seed, never stored itself.
 */
export function seededRandom(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  for (let round = 0; round < 15; round += 1) next();
  return next;
}

/** A new array of the items in an order drawn by `random` (Fisher–Yates: every order equally likely). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

export interface OrderedSubject {
  id: number;
  subjectType: SubjectType;
  optionKeys: readonly string[];
  /** The author's exception to option shuffling ("all of the above" must stay last). */
  keepOptionOrder: boolean;
}

export interface PaperShuffle {
  shuffleSubjects: boolean;
  shuffleOptions: boolean;
}

/** What one attempt shows: the subjects in its order, and each choice subject's options in its order. */
export interface AttemptOrder {
  subjectIds: readonly number[];
  optionKeys: ReadonlyMap<number, readonly string[]>;
}

const SHUFFLED_OPTIONS: ReadonlySet<SubjectType> = new Set([
  SUBJECT_TYPE.singleChoice,
  SUBJECT_TYPE.multipleChoice,
]);

/**
 * The order an attempt shows its paper in, from the attempt's seed. Only choice subjects have their options
 * shuffled (a fill-in's blanks and a judgement's two answers keep theirs). Answers stay keyed by the canonical
 * subject id and option key, so grading, statistics and exports never see the shown order.
 */
export function attemptOrder(
  seed: number,
  subjects: readonly OrderedSubject[],
  shuffle: PaperShuffle,
): AttemptOrder {
  const random = seededRandom(seed);
  const subjectIds = subjects.map((subject) => subject.id);
  const optionKeys = new Map<number, readonly string[]>();
  for (const subject of subjects) {
    const isShuffled =
      shuffle.shuffleOptions && !subject.keepOptionOrder && SHUFFLED_OPTIONS.has(subject.subjectType);
    optionKeys.set(subject.id, isShuffled ? shuffled(subject.optionKeys, random) : subject.optionKeys);
  }
  return { subjectIds: shuffle.shuffleSubjects ? shuffled(subjectIds, random) : subjectIds, optionKeys };
}

/** The letter shown before the option at a position: A … Z, then AA, AB … as a spreadsheet's columns. */
export function shownOptionLetter(position: number): string {
  let rest = position;
  let letters = '';
  do {
    letters = String.fromCharCode(65 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return letters;
}

/** Canonical option key → the letter the candidate saw it under, for one subject's shown option order. */
export function shownLetters(shownKeys: readonly string[]): ReadonlyMap<string, string> {
  return new Map(shownKeys.map((key, position) => [key, shownOptionLetter(position)]));
}
