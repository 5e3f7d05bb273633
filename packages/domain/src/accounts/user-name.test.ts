import { describe, expect, it } from 'vitest';
import { issuesFromZod } from '../exam-definition/issues';
import { findUserNameClashes, normaliseUserName, userNameRefusal, userNameSkeleton } from './user-name';
import { userNameSchema } from './user-name-issues';

describe('user names are normalised (NFKC, trimmed)', () => {
  it.each([
    { rule: 'fullwidth letters are the ASCII ones', typed: 'ａｄｍｉｎ', stored: 'admin' },
    { rule: 'NFD é is the NFC é', typed: 'e\u0301mile', stored: '\u00e9mile' },
    { rule: 'NFC é stays', typed: '\u00e9mile', stored: '\u00e9mile' },
    { rule: 'surrounding spaces go, the ideographic one too', typed: '\u3000 admin\t', stored: 'admin' },
    { rule: 'a ligature is its letters', typed: 'ﬁona', stored: 'fiona' },
    { rule: 'Chinese names are kept as typed', typed: '王小明', stored: '王小明' },
    { rule: 'case is kept', typed: 'Admin', stored: 'Admin' },
  ])('$rule', ({ typed, stored }) => {
    expect(normaliseUserName(typed)).toBe(stored);
  });
});

describe('user names refuse invisible and control characters', () => {
  it.each([
    { rule: 'zero-width space', name: 'ad\u200bmin', codePoint: 'U+200B' },
    { rule: 'zero-width joiner', name: 'ad\u200dmin', codePoint: 'U+200D' },
    { rule: 'right-to-left override', name: '\u202enimda', codePoint: 'U+202E' },
    { rule: 'left-to-right mark', name: 'admin\u200e', codePoint: 'U+200E' },
    { rule: 'byte order mark inside', name: 'ad\ufeffmin', codePoint: 'U+FEFF' },
    { rule: 'soft hyphen', name: 'ad\u00admin', codePoint: 'U+00AD' },
    { rule: 'a control character', name: 'ad\u0007min', codePoint: 'U+0007' },
    { rule: 'a tab inside', name: 'ad\tmin', codePoint: 'U+0009' },
    { rule: 'a line separator', name: 'ad\u2028min', codePoint: 'U+2028' },
    { rule: 'Hangul filler (shows nothing)', name: 'admin\u3164', codePoint: 'U+3164' },
    { rule: 'a variation selector', name: 'admin\ufe0f', codePoint: 'U+FE0F' },
    { rule: 'a private-use character', name: 'ad\ue000min', codePoint: 'U+E000' },
  ])('$rule is refused', ({ name, codePoint }) => {
    expect(userNameRefusal(name)).toEqual({ reason: 'REFUSED_CHARACTER', codePoint });
  });

  it.each([
    { rule: 'plain ASCII', name: 'admin' },
    { rule: 'a space between words', name: 'Wang Wei' },
    { rule: 'accents', name: 'émile' },
    { rule: 'Cyrillic on its own', name: 'Борис' },
    { rule: 'Chinese', name: '王小明' },
    { rule: 'digits, dot, dash, underscore', name: 'a.b-c_1' },
  ])('$rule passes', ({ name }) => {
    expect(userNameRefusal(name)).toBeNull();
  });
});

describe('TR39 skeletons: look-alike names share one', () => {
  it.each([
    { rule: 'Cyrillic а is Latin a', left: '\u0430dmin', right: 'admin' },
    { rule: 'Greek ο is Latin o', left: 'b\u03bfb', right: 'bob' },
    { rule: 'Cyrillic е and о in a word', left: 'p\u0435t\u0435r', right: 'peter' },
    { rule: 'digit 0 is letter O', left: 'B0B', right: 'BOB' },
    { rule: 'l, 1 and I look alike', left: 'pau1', right: 'paul' },
    { rule: 'capital I and small l', left: 'Ian', right: 'lan' },
    { rule: 'rn is m', left: 'rnary', right: 'mary' },
    { rule: 'fullwidth is ASCII', left: 'ａｄｍｉｎ', right: 'admin' },
    { rule: 'NFD and NFC accents', left: 'e\u0301mile', right: '\u00e9mile' },
    {
      rule: 'mathematical bold is plain',
      left: '\ud835\udc1a\ud835\udc1d\ud835\udc26\ud835\udc22\ud835\udc27',
      right: 'admin',
    },
  ])('$rule', ({ left, right }) => {
    expect(userNameSkeleton(left)).toBe(userNameSkeleton(right));
  });

  it.each([
    { rule: 'different letters', left: 'admin', right: 'admln2' },
    { rule: 'e and é', left: 'emile', right: 'émile' },
    { rule: 'two Chinese names', left: '王小明', right: '王小朋' },
    { rule: 'case (TR39 keeps it)', left: 'Bob', right: 'bob' },
  ])('$rule do not', ({ left, right }) => {
    expect(userNameSkeleton(left)).not.toBe(userNameSkeleton(right));
  });
});

describe('clashes of new names with the school and with each other', () => {
  const school = ['admin', 'émile', 'bob'];
  it.each([
    { rule: 'a free name', names: ['alice'], clashes: [] },
    { rule: 'the same name', names: ['admin'], clashes: [{ index: 0, reason: 'TAKEN', other: 'admin' }] },
    {
      rule: 'a Cyrillic look-alike',
      names: ['\u0430dmin'],
      clashes: [{ index: 0, reason: 'CONFUSABLE', other: 'admin' }],
    },
    {
      rule: 'an NFD spelling (not normalised by the caller)',
      names: ['e\u0301mile'],
      clashes: [{ index: 0, reason: 'CONFUSABLE', other: 'émile' }],
    },
    {
      rule: 'two new rows that look alike: the later one',
      names: ['carol', 'caro1'],
      clashes: [{ index: 1, reason: 'CONFUSABLE_ROW', other: 'carol', otherIndex: 0 }],
    },
    {
      rule: 'the school before the rows',
      names: ['b\u03bfb', 'bob'],
      clashes: [
        { index: 0, reason: 'CONFUSABLE', other: 'bob' },
        { index: 1, reason: 'TAKEN', other: 'bob' },
      ],
    },
  ])('$rule', ({ names, clashes }) => {
    expect(findUserNameClashes(names, school)).toEqual(clashes);
  });
});

describe('the user name schema', () => {
  it.each([
    { typed: ' ａｄｍｉｎ ', parsed: 'admin' },
    { typed: 'e\u0301mile', parsed: '\u00e9mile' },
  ])('stores $typed as $parsed', ({ typed, parsed }) => {
    expect(userNameSchema.parse(typed)).toBe(parsed);
  });

  it('refuses a zero-width space with a translatable issue', () => {
    const result = userNameSchema.safeParse('ad\u200bmin');
    expect(result.success).toBe(false);
    expect(issuesFromZod(result.error?.issues ?? [], ['rows', 2, 'userName'])).toEqual([
      {
        path: 'rows[2].userName',
        message: 'holds an invisible or control character (U+200B); type the name without it',
        messageKey: 'userName.refusedCharacter',
        params: { codePoint: 'U+200B' },
      },
    ]);
  });

  it.each([{ typed: '   ' }, { typed: '' }])('refuses an empty name ($typed)', ({ typed }) => {
    expect(userNameSchema.safeParse(typed).error?.issues[0]?.message).toBe('required');
  });
});
