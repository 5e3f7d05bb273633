import { z } from 'zod';

const RELATIVE = /^now(?:([+-])(\d+)(m|h|d))?$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A time in a definition file: an ISO date-time with its offset, or `now`, `now+90m`, `now-3d`, `now+2h`,
 * resolved against the import's `now` (so a demo is fresh whenever it is first loaded).
 */
export function instantSchema(now: Date) {
  return z.string().transform((value, context) => {
    const relative = RELATIVE.exec(value.trim());
    if (relative) {
      const [, sign, amount, unit] = relative;
      if (!sign || !amount || !unit) return new Date(now.getTime());
      const offset = Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
      return new Date(now.getTime() + (sign === '+' ? offset : -offset));
    }
    const parsed = new Date(value);
    if (!ISO_WITH_OFFSET.test(value) || Number.isNaN(parsed.getTime())) {
      context.addIssue({
        code: 'custom',
        message: 'expected an ISO date-time with offset (2026-06-01T08:00:00+08:00) or now±N(m|h|d)',
      });
      return z.NEVER;
    }
    return parsed;
  });
}
