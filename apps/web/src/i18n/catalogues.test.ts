import { ERROR_CODES } from '@iexam/domain/errors';
import { describe, expect, it } from 'vitest';
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
