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

/** "UTC+8", "UTC-5", "UTC+5:30", "UTC": the offset a time is shown in, named beside it (issue 17 defect 2). */
export function formatZone(offsetHours: number): string {
  if (offsetHours === 0) return 'UTC';
  const sign = offsetHours > 0 ? '+' : '-';
  const minutes = Math.round(Math.abs(offsetHours) * 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `UTC${sign}${hours}${rest === 0 ? '' : `:${pad(rest)}`}`;
}

export interface ExamTimeText {
  /** yyyy-MM-dd HH:mm on the exam's wall clock (SPEC §9). */
  text: string;
  zone: string;
  /** The same instant on the viewer's own clock, only where the viewer's offset differs from the exam's. */
  local: { text: string; zone: string } | null;
}

/**
 * One way to show an exam's time everywhere (the portal card, the information table, sessions, bookings): in the
 * exam's zone with the zone named, and the viewer's own time beside it when they are elsewhere. Before, the portal
 * card used the browser's zone and the information page the exam's, 8 hours apart for a browser in UTC.
 */
export function examTimeText(
  instant: Date,
  examOffsetHours: number,
  viewerOffsetHours: number,
): ExamTimeText {
  const isElsewhere = Math.round(viewerOffsetHours * 60) !== Math.round(examOffsetHours * 60);
  return {
    text: formatDateTime(instant, examOffsetHours),
    zone: formatZone(examOffsetHours),
    local: isElsewhere
      ? { text: formatDateTime(instant, viewerOffsetHours), zone: formatZone(viewerOffsetHours) }
      : null,
  };
}
