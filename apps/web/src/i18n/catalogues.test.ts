import { ANSWER_ENTRY_ISSUE_KEYS } from '@iexam/domain/answers';
import { ERROR_CODES } from '@iexam/domain/errors';
import { DEFINITION_ISSUE_KEYS, PUBLISH_ISSUE_KEYS, SCHOOL_ISSUE_KEYS } from '@iexam/domain/exam-definition';
import { GRADING_ISSUE_KEYS } from '@iexam/domain/grading';
import { QUESTION_FORMAT_ISSUE_KEYS } from '@iexam/domain/question-formats';
import { describe, expect, it } from 'vitest';
import { MEMBER_CSV_ISSUE_KEYS } from '../admin/groups/member-csv';
import validationEnUS from '../admin/i18n/validation.en_US.json';
import validationZhCN from '../admin/i18n/validation.zh_CN.json';
import enUS from './en_US.json';
import zhCN from './zh_CN.json';

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function lookUp(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('message catalogues', () => {
  it('en_US has exactly the keys of zh_CN', () => {
    expect(flattenKeys(enUS).sort()).toEqual(flattenKeys(zhCN).sort());
  });

  it.each(Object.entries(ERROR_CODES).map(([reason, { messageKey }]) => ({ reason, messageKey })))(
    'error reason $reason has a message ($messageKey) in both catalogues',
    ({ messageKey }) => {
      expect(typeof lookUp(zhCN, messageKey)).toBe('string');
      expect(typeof lookUp(enUS, messageKey)).toBe('string');
    },
  );

  it('the network failure the client adds has a message in both catalogues', () => {
    expect(typeof lookUp(zhCN, 'errors.network')).toBe('string');
    expect(typeof lookUp(enUS, 'errors.network')).toBe('string');
  });
});

describe("the console's texts of the issues the domain names by key (issue 35)", () => {
  it('en_US has exactly the keys of zh_CN', () => {
    expect(flattenKeys(validationEnUS).sort()).toEqual(flattenKeys(validationZhCN).sort());
  });

  it.each([
    ...DEFINITION_ISSUE_KEYS,
    ...SCHOOL_ISSUE_KEYS,
    ...PUBLISH_ISSUE_KEYS,
    ...ANSWER_ENTRY_ISSUE_KEYS,
    ...QUESTION_FORMAT_ISSUE_KEYS,
    ...MEMBER_CSV_ISSUE_KEYS,
    ...GRADING_ISSUE_KEYS,
  ])('%s has a message in both catalogues', (messageKey) => {
    expect(typeof lookUp(validationZhCN, messageKey)).toBe('string');
    expect(typeof lookUp(validationEnUS, messageKey)).toBe('string');
  });
});

/** Han characters and CJK punctuation: what an English page must not show outside content staff wrote. */
const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
/** Values that are the same in both languages by design: the language's own name, the product name, numbers. */
const SAME_IN_BOTH = new Set(['language.zh_CN', 'language.en_US', 'app.name']);

function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => entries(child, prefix ? `${prefix}.${key}` : key));
}

describe('each catalogue speaks its own language (issue 17)', () => {
  it('no en_US message holds Chinese characters or punctuation', () => {
    const mixed = entries(enUS).filter(([key, text]) => !SAME_IN_BOTH.has(key) && CJK.test(text));
    expect(mixed).toEqual([]);
  });

  it('every zh_CN message that has words has Chinese ones', () => {
    // A message of placeholders, numbers and signs only ('{{count}} / {{total}}') has no language of its own.
    const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/\{\{[^}]*\}\}/g, ''));
    const english = entries(zhCN).filter(
      ([key, text]) => !SAME_IN_BOTH.has(key) && hasWords(text) && !CJK.test(text),
    );
    expect(english).toEqual([]);
  });
});
