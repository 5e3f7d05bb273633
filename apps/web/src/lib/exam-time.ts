import { examTimeText, formatDate, formatZone } from '@iexam/domain/time';
import type { TFunction } from 'i18next';
import { viewerOffsetHours } from './render-context';

const instantOf = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
};

/**
 * An exam's time as every page shows it (issue 17 defect 2): on the exam's wall clock with its zone named, and the
 * viewer's own time beside it when they are in another zone; '--' when there is none.
 */
export function formatExamTime(
  value: string | null | undefined,
  examOffsetHours: number,
  t: TFunction,
): string {
  const at = instantOf(value);
  if (!at) return '--';
  const shown = examTimeText(at, examOffsetHours, viewerOffsetHours(at));
  return shown.local
    ? t('time.inZoneWithLocal', { time: shown.text, zone: shown.zone, local: shown.local.text })
    : t('time.inZone', { time: shown.text, zone: shown.zone });
}

/**
 * A time that belongs to no exam's clock (a complaint sent, a deadline staff set) on the viewer's own clock, its zone
 * named as the exam times beside it are (issue 42).
 */
export function formatViewerTime(value: string | null | undefined, t: TFunction): string {
  const at = instantOf(value);
  return at ? formatExamTime(value, viewerOffsetHours(at), t) : '--';
}

/**
 * An exam's date (yyyy-MM-dd, SPEC §9) with its zone named; the viewer's own date beside it only where it is another
 * day there, the one case in which a date alone would mislead (issue 42).
 */
export function formatExamDate(
  value: string | null | undefined,
  examOffsetHours: number,
  t: TFunction,
): string {
  const at = instantOf(value);
  if (!at) return '--';
  const date = formatDate(at, examOffsetHours);
  const zone = formatZone(examOffsetHours);
  const local = formatDate(at, viewerOffsetHours(at));
  return local === date
    ? t('time.inZone', { time: date, zone })
    : t('time.inZoneWithLocal', { time: date, zone, local });
}
