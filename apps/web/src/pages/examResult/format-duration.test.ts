import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { formatDuration } from './format-duration';

describe('time used on the result page', () => {
  it.each([
    [0, '0 秒'],
    [59, '59 秒'],
    [60, '1 分 0 秒'],
    [2525, '42 分 5 秒'],
    [3600, '1 小时 0 分 0 秒'],
    [3661.4, '1 小时 1 分 1 秒'],
    [-5, '0 秒'],
  ])('%s seconds read as %s, leading zero parts left out', (seconds, text) => {
    expect(formatDuration(seconds, i18n.t)).toBe(text);
  });
});
