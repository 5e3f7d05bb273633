import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language';

describe('SPEC §1 language resolution', () => {
  it.each([
    { query: undefined, stored: undefined, expected: 'zh_CN', rule: 'defaults to zh_CN' },
    { query: 'en_US', stored: undefined, expected: 'en_US', rule: 'sxz-lang selects the language' },
    { query: 'en_US', stored: 'zh_CN', expected: 'en_US', rule: 'sxz-lang wins over the stored language' },
    {
      query: undefined,
      stored: 'en_US',
      expected: 'en_US',
      rule: 'the stored language is used without sxz-lang',
    },
    {
      query: 'fr_FR',
      stored: 'en_US',
      expected: 'en_US',
      rule: 'an unknown sxz-lang falls back to the stored one',
    },
    { query: 'fr_FR', stored: 'xx', expected: 'zh_CN', rule: 'unknown everywhere falls back to zh_CN' },
    {
      query: 'en-us',
      stored: undefined,
      expected: 'en_US',
      rule: 'the hyphenated lower-case form is accepted',
    },
  ])('$rule', ({ query, stored, expected }) => {
    expect(resolveLanguage(query, stored)).toBe(expected);
  });
});
