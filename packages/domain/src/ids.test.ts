import { describe, expect, it } from 'vitest';
import { ROW_ID_MAX, rowId, rowIdList, rowIdParam } from './ids';

describe('ids are bounded by the integer column they name (issue 18)', () => {
  it.each([
    [1, true],
    [ROW_ID_MAX, true],
    [ROW_ID_MAX + 1, false],
    [0, false],
    [-3, false],
    [1.5, false],
    ['7', false],
  ])('a body id %j is accepted: %s', (value, ok) => {
    expect(rowId().safeParse(value).success).toBe(ok);
  });

  it.each([
    ['7', 7],
    [String(ROW_ID_MAX), ROW_ID_MAX],
    ['99999999999999999999', undefined],
    ['abc', undefined],
  ])('a path or query id %j reads as %j', (value, expected) => {
    const parsed = rowIdParam().safeParse(value);
    expect(parsed.success ? parsed.data : undefined).toBe(expected);
  });

  it.each([
    ['1,2,3', [1, 2, 3]],
    ['12', [12]],
    ['1,99999999999999999999', undefined],
    ['1,,2', undefined],
    ['2147483648', undefined],
  ])('an id list %j reads as %j', (value, expected) => {
    const parsed = rowIdList().safeParse(value);
    expect(parsed.success ? parsed.data : undefined).toEqual(expected);
  });
});
