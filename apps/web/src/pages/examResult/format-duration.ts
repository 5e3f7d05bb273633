import type { TFunction } from 'i18next';

/** Time used as hours, minutes and seconds, leaving out leading zero parts ("1 h 0 min 5 s", "4 min 2 s", "0 s"). */
export function formatDuration(totalSeconds: number, t: TFunction): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(t('examResult.duration.hours', { count: hours }));
  if (hours > 0 || minutes > 0) parts.push(t('examResult.duration.minutes', { count: minutes }));
  parts.push(t('examResult.duration.seconds', { count: rest }));
  return parts.join(' ');
}
