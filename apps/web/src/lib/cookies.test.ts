import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('SPEC §3: the user_id cookie', () => {
  it.each([
    ['alone', 'user_id=42', '42'],
    ['among others', 'a=1; user_id=u-42; b=2', 'u-42'],
    ['encoded', 'user_id=u%2042', 'u 42'],
    ['badly encoded: as written', 'user_id=%E0%A4%A', '%E0%A4%A'],
    ['a longer name is another cookie', 'my_user_id=1; user_ids=2', null],
    ['empty', 'user_id=', null],
    ['absent', 'a=1', null],
    ['no cookies', '', null],
  ])('%s', (_rule, cookies, expected) => {
    expect(readCookie(cookies, 'user_id')).toBe(expected);
  });
});
