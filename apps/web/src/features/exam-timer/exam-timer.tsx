import { ClockCircleOutlined } from '@ant-design/icons';
import { formatCountdown } from '@iexam/domain/exam-info';
import { App, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCE_AT_SECONDS, passedMark, WARN_AT_SECONDS } from './time-marks';

export interface ExamTimerProps {
  remainingSeconds: number;
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The exam countdown: role="timer" with its live announcements off (a screen reader would read every second),
 * plus a separate polite live region that says the time left at 10, 5 and 1 minutes and 30 seconds, and a
 * visible warning at 5 and 1 minutes.
 */
export function ExamTimer({ remainingSeconds }: ExamTimerProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const previous = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const describe = (seconds: number) =>
      seconds >= 60
        ? t('examContent.timer.minutes', { count: seconds / 60 })
        : t('examContent.timer.seconds', { count: seconds });
    const last = previous.current;
    previous.current = remainingSeconds;
    const spoken = passedMark(last, remainingSeconds, ANNOUNCE_AT_SECONDS);
    if (spoken !== null) setAnnouncement(t('examContent.timer.announce', { time: describe(spoken) }));
    const warned = passedMark(last, remainingSeconds, WARN_AT_SECONDS);
    if (warned !== null)
      notification.warning({
        key: 'exam-time-warning',
        title: t('examContent.timer.warningTitle'),
        description: t('examContent.timer.warning', { minutes: warned / 60 }),
        duration: 10,
      });
  }, [remainingSeconds, notification, t]);

  const isUrgent = remainingSeconds <= 300;
  return (
    <>
      <Typography.Text strong type={isUrgent ? 'danger' : undefined} style={{ fontSize: 16 }}>
        <ClockCircleOutlined aria-hidden /> {t('examContent.timer.label')}{' '}
        {/* Digits of one width: a countdown that changes width each second moves what stands beside it. */}
        <span
          role="timer"
          aria-live="off"
          aria-label={t('examContent.timer.label')}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatCountdown(remainingSeconds)}
        </span>
      </Typography.Text>
      <div aria-live="polite" aria-atomic="true" style={VISUALLY_HIDDEN} data-testid="timer-announcement">
        {announcement}
      </div>
    </>
  );
}
