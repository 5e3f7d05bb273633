import { CONFUSABLE_MAPPINGS } from './confusables-data';

/**
 * Account names (issue 35): one name, one account, whatever way it was typed or pasted. A name is compared in its
 * NFKC form (fullwidth letters, ligatures and composed or decomposed accents are one name), must hold no character
 * that shows nothing or moves the text (controls, zero-width and direction marks), and may not look like another
 * name of the school (Unicode TR39 skeletons: a Cyrillic "а" is the Latin "a").
 */

/** Invisible or text-moving characters: Unicode's controls, format characters, separators and default ignorables. */
const REFUSED_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Cn}\p{Default_Ignorable_Code_Point}]/u;

/** The form a name is stored and looked up in: NFKC, without surrounding white space. */
export function normaliseUserName(typed: string): string {
  return typed.normalize('NFKC').trim();
}

export type UserNameRefusal = { reason: 'REFUSED_CHARACTER'; codePoint: string };

/** Why a (normalised) name cannot be an account's, or null: the first refused character, as U+XXXX. */
export function userNameRefusal(name: string): UserNameRefusal | null {
  const found = REFUSED_CHARACTER.exec(name);
  if (!found) return null;
  const codePoint = (found[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return { reason: 'REFUSED_CHARACTER', codePoint: `U+${codePoint}` };
}

let prototypes: Map<number, string> | undefined;
function prototypeOf(codePoint: number): string | undefined {
  if (!prototypes) {
    prototypes = new Map();
    for (const line of CONFUSABLE_MAPPINGS)
      for (const entry of line.split(',')) {
        const [from = '', to = ''] = entry.split('>');
        const target = to.split(' ').map((point) => Number.parseInt(point, 16));
        prototypes.set(Number.parseInt(from, 16), String.fromCodePoint(...target));
      }
  }
  return prototypes.get(codePoint);
}

/**
 * TR39 skeleton (UTS #39 section 4): NFD, each character replaced by its prototype, NFD again. Two names with one
 * skeleton look alike. Taken of the normalised name, so NFKC's foldings count as well.
 */
export function userNameSkeleton(name: string): string {
  let mapped = '';
  for (const char of normaliseUserName(name).normalize('NFD'))
    mapped += prototypeOf(char.codePointAt(0) ?? 0) ?? char;
  return mapped.normalize('NFD');
}

export type UserNameClash =
  | { index: number; reason: 'TAKEN'; other: string }
  | { index: number; reason: 'CONFUSABLE'; other: string }
  | { index: number; reason: 'CONFUSABLE_ROW'; other: string; otherIndex: number };

/**
 * The names of new accounts (normalised, listed in the order of their rows) that clash with a name the school has
 * (the same name: TAKEN; one that looks like it: CONFUSABLE) or with an earlier new one (CONFUSABLE_ROW, the same
 * name included). A row clashes once, with the first name it meets: the school's before the rows.
 */
export function findUserNameClashes(
  newNames: readonly string[],
  existing: Iterable<string>,
): UserNameClash[] {
  const schoolSkeletons = new Map<string, string>();
  const taken = new Set<string>();
  for (const name of existing) {
    taken.add(name);
    const skeleton = userNameSkeleton(name);
    if (!schoolSkeletons.has(skeleton)) schoolSkeletons.set(skeleton, name);
  }
  const rowSkeletons = new Map<string, number>();
  const clashes: UserNameClash[] = [];
  newNames.forEach((name, index) => {
    if (taken.has(name)) {
      clashes.push({ index, reason: 'TAKEN', other: name });
      return;
    }
    const skeleton = userNameSkeleton(name);
    const lookAlike = schoolSkeletons.get(skeleton);
    if (lookAlike !== undefined) {
      clashes.push({ index, reason: 'CONFUSABLE', other: lookAlike });
      return;
    }
    const otherIndex = rowSkeletons.get(skeleton);
    if (otherIndex !== undefined) {
      clashes.push({ index, reason: 'CONFUSABLE_ROW', other: newNames[otherIndex] ?? '', otherIndex });
      return;
    }
    rowSkeletons.set(skeleton, index);
  });
  return clashes;
}
