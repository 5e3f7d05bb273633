const RELATIVE = /^now\s*(?:([+-])\s*(\d+)\s*(m|h|d))?$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** Seconds and fractions optional; the offset is not, so a file means the same instant on every server. */
const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A time of a definition file: an ISO 8601 date-time with its offset, or `now`, `now+90m`, `now-3d`, `now+2h`
 * resolved against the import's `now`. Undefined when the text is neither.
 */
export function resolveDefinitionTime(text: string, now: Date): Date | undefined {
  const relative = RELATIVE.exec(text.trim());
  if (relative) {
    const [, sign, amount, unit] = relative;
    if (!sign || !amount || !unit) return new Date(now.getTime());
    const offset = Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
    return new Date(now.getTime() + (sign === '+' ? offset : -offset));
  }
  const iso = ISO_WITH_OFFSET.exec(text);
  if (!iso || !isRealCalendarTime(iso.slice(1).map((part) => Number(part ?? 0)))) return undefined;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/** `Date` rolls 2026-02-30 over into March; a file that says the 30th of February has a mistake. */
function isRealCalendarTime([
  year = 0,
  month = 0,
  day = 0,
  hours = 0,
  minutes = 0,
  seconds = 0,
]: number[]): boolean {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 && month <= 12 && day >= 1 && day <= lastDay && hours <= 23 && minutes <= 59 && seconds <= 59
  );
}
