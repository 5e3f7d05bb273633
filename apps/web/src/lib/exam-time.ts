import { examTimeText } from '@iexam/domain/time';
import type { TFunction } from 'i18next';
import { viewerOffsetHours } from './render-context';

/**
 * An exam's time as every page shows it (issue 17 defect 2): on the exam's wall clock with its zone named, and the
 * viewer's own time beside it when they are in another zone; '--' when there is none.
 */
export function formatExamTime(
  value: string | null | undefined,
  examOffsetHours: number,
  t: TFunction,
): string {
  if (!value) return '--';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '--';
  const shown = examTimeText(at, examOffsetHours, viewerOffsetHours(at));
  return shown.local
    ? t('time.inZoneWithLocal', { time: shown.text, zone: shown.zone, local: shown.local.text })
    : t('time.inZone', { time: shown.text, zone: shown.zone });
}
