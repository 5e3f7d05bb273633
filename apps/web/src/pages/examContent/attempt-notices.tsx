import { App, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptNotice } from '@/api/attempts';
import { formatViewerTime } from '@/lib/exam-time';
import { readSessionJson, writeSession } from '@/lib/session-store';

const shownKey = (examResultId: number) => `attemptNoticesShown:${examResultId}`;

/** The candidate's sentence for a notice, in the page's language, with the staff member's reason. */
export function noticeText(t: TFunction, notice: AttemptNotice): string {
  const { reason } = notice;
  const { minutes, deadline: until } = notice.detail;
  // The answer page knows no exam zone: the deadline is on the candidate's clock, its zone named (issue 42).
  const deadline = typeof until === 'string' ? formatViewerTime(until, t) : '';
  switch (notice.kind) {
    case 'extra_time':
      return typeof minutes === 'number'
        ? t('examContent.notice.extraTime', { minutes, reason })
        : t('examContent.notice.extraTimeUntil', { deadline, reason });
    case 'reopened':
      return t('examContent.notice.reopened', { deadline, reason });
    case 'switch_screen_reset':
      return t('examContent.notice.switchScreenReset', { reason });
    case 'handed_in_by_staff':
      return t('examContent.notice.handedIn', { reason });
  }
}

/**
 * Each notice of what staff did (issue 21) is shown once per tab: a notification, a dialog for a hand-in (the
 * page behind it changes). The ids shown are kept in session storage, so a reload does not repeat them.
 */
export function useAttemptNotices(examResultId: number, notices: readonly AttemptNotice[] | undefined) {
  const { t } = useTranslation();
  const { notification, modal } = App.useApp();
  useEffect(() => {
    if (!notices || notices.length === 0) return;
    const shown = new Set(readSessionJson<number[]>(shownKey(examResultId)) ?? []);
    const fresh = notices.filter((notice) => !shown.has(notice.id));
    if (fresh.length === 0) return;
    for (const notice of fresh) {
      shown.add(notice.id);
      if (notice.kind === 'handed_in_by_staff')
        modal.info({
          title: t('examContent.notice.title.handed_in_by_staff'),
          content: noticeText(t, notice),
          okText: t('examContent.notice.ok'),
        });
      else
        notification.info({
          key: `attempt-notice-${notice.id}`,
          title: t(`examContent.notice.title.${notice.kind}`),
          description: noticeText(t, notice),
          // Bottom right, away from the header's hand-in button, and gone after a while: the latest extra time
          // stays under the timer.
          placement: 'bottomRight',
          duration: 20,
        });
    }
    writeSession(shownKey(examResultId), JSON.stringify([...shown]));
  }, [examResultId, notices, notification, modal, t]);
}

/** The latest extra time, said under the timer for as long as the attempt runs. */
export function ExtraTimeLine({ notices }: { notices: readonly AttemptNotice[] | undefined }) {
  const { t } = useTranslation();
  const latest = notices?.filter((notice) => notice.kind === 'extra_time').at(-1);
  if (!latest) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="extra-time-line">
      {typeof latest.detail.minutes === 'number'
        ? t('examContent.notice.extraTimeLine', { minutes: latest.detail.minutes, reason: latest.reason })
        : noticeText(t, latest)}
    </Typography.Text>
  );
}

/** The staff member's reason of a hand-in by staff, when the poll carries it. */
export function staffHandInReason(notices: readonly AttemptNotice[] | undefined): string | null {
  return notices?.filter((notice) => notice.kind === 'handed_in_by_staff').at(-1)?.reason ?? null;
}
