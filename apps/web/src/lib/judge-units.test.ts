import { describe, expect, it } from 'vitest';
import { formatKilobytes } from './judge-units';

describe('formatKilobytes: KB under a megabyte, MB with one decimal from one', () => {
  it.each([
    { kilobytes: 0, shown: '0 KB' },
    { kilobytes: 820, shown: '820 KB' },
    { kilobytes: 1023, shown: '1023 KB' },
    { kilobytes: 1024, shown: '1 MB' },
    { kilobytes: 1536, shown: '1.5 MB' },
    { kilobytes: 65_536, shown: '64 MB' },
    { kilobytes: 8192, shown: '8 MB' },
  ])('$kilobytes KiB is $shown', ({ kilobytes, shown }) => {
    expect(formatKilobytes(kilobytes)).toBe(shown);
  });
});
