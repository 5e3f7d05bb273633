import { describe, expect, it } from 'vitest';
import {
  formatOneTimeLoginCode,
  normaliseOneTimeLoginCode,
  ONE_TIME_LOGIN_CODE_ALPHABET,
  ONE_TIME_LOGIN_CODE_LENGTH,
  oneTimeLoginCodeFromBytes,
} from './one-time-login-code';

describe('one-time login codes (issue 35)', () => {
  it('a code is 10 characters of a 32-letter alphabet: 50 bits, at least the 40 asked for', () => {
    expect(ONE_TIME_LOGIN_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(ONE_TIME_LOGIN_CODE_ALPHABET).size).toBe(32);
    expect(
      ONE_TIME_LOGIN_CODE_LENGTH * Math.log2(ONE_TIME_LOGIN_CODE_ALPHABET.length),
    ).toBeGreaterThanOrEqual(40);
  });

  it.each([
    { rule: 'byte 0 is the first letter', bytes: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], code: '0000000000' },
    {
      rule: 'byte 31 is the last letter',
      bytes: [31, 31, 31, 31, 31, 31, 31, 31, 31, 31],
      code: 'ZZZZZZZZZZ',
    },
    { rule: 'only the low 5 bits count', bytes: [32, 255, 224, 33, 0, 0, 0, 0, 0, 10], code: '0Z0100000A' },
  ])('from bytes: $rule', ({ bytes, code }) => {
    expect(oneTimeLoginCodeFromBytes(Uint8Array.from(bytes))).toBe(code);
  });

  it('too few bytes is a bug, not a short code', () => {
    expect(() => oneTimeLoginCodeFromBytes(new Uint8Array(9))).toThrow();
  });

  it('is shown in two groups of five', () => {
    expect(formatOneTimeLoginCode('7KQ2MX9D4P')).toBe('7KQ2M-X9D4P');
  });

  it.each([
    { rule: 'as shown', typed: '7KQ2M-X9D4P', code: '7KQ2MX9D4P' },
    { rule: 'lower case, spaces', typed: ' 7kq2m x9d4p ', code: '7KQ2MX9D4P' },
    { rule: 'I, L and O are read as 1, 1 and 0', typed: 'IL0O0-11111', code: '1100011111' },
    { rule: 'one character short', typed: '7KQ2M-X9D4', code: undefined },
    { rule: 'one character long', typed: '7KQ2M-X9D4PP', code: undefined },
    { rule: 'U is not in the alphabet', typed: '7KQ2M-X9D4U', code: undefined },
    { rule: 'punctuation is not a letter', typed: '7KQ2M_X9D4P', code: undefined },
  ])('typed $rule', ({ typed, code }) => {
    expect(normaliseOneTimeLoginCode(typed)).toBe(code);
  });
});
