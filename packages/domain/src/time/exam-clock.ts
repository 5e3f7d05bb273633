/**
 * Calendar arithmetic in an exam's time zone, given as a whole-hour offset from UTC (SPEC §3 timezoneHours).
 * Everything works on a "shifted" Date whose UTC fields read as the exam's local wall clock, so no Intl and no host
 * time zone is involved.
 */
const HOUR_MS = 3_600_000;

function toLocal(instant: Date, timezoneHours: number): Date {
  return new Date(instant.getTime() + timezoneHours * HOUR_MS);
}

function fromLocal(local: Date, timezoneHours: number): Date {
  return new Date(local.getTime() - timezoneHours * HOUR_MS);
}

function localMidnight(year: number, month: number, day: number, timezoneHours: number): Date {
  return fromLocal(new Date(Date.UTC(year, month, day)), timezoneHours);
}

export function startOfDay(now: Date, timezoneHours: number): Date {
  const local = toLocal(now, timezoneHours);
  return localMidnight(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), timezoneHours);
}

/** Weeks start on Monday (ISO 8601), as school timetables in zh_CN and most of en_US's users count them. */
export function startOfWeek(now: Date, timezoneHours: number): Date {
  const local = toLocal(now, timezoneHours);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  return localMidnight(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() - daysSinceMonday,
    timezoneHours,
  );
}

export function startOfMonth(now: Date, timezoneHours: number): Date {
  const local = toLocal(now, timezoneHours);
  return localMidnight(local.getUTCFullYear(), local.getUTCMonth(), 1, timezoneHours);
}

export function startOfQuarter(now: Date, timezoneHours: number): Date {
  const local = toLocal(now, timezoneHours);
  return localMidnight(
    local.getUTCFullYear(),
    local.getUTCMonth() - (local.getUTCMonth() % 3),
    1,
    timezoneHours,
  );
}

export function startOfYear(now: Date, timezoneHours: number): Date {
  return localMidnight(toLocal(now, timezoneHours).getUTCFullYear(), 0, 1, timezoneHours);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** SPEC §9: dates are shown as yyyy-MM-dd HH:mm, here on the wall clock of the given offset. */
export function formatDateTime(instant: Date, timezoneHours: number): string {
  const local = toLocal(instant, timezoneHours);
  return `${formatDate(instant, timezoneHours)} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** yyyy-MM-dd on the wall clock of the given offset. */
export function formatDate(instant: Date, timezoneHours: number): string {
  const local = toLocal(instant, timezoneHours);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}
