import {
  formatCountdown,
  resumeButtonState,
  type StartButtonInput,
  startButtonState,
} from '@iexam/domain/exam-info';
import { App, Button, Flex, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HintTooltip } from '@/components/hint-tooltip';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { startButtonLabelKey } from './start-button-label';

export interface StartButtonProps {
  /** What the page knows at the server's current time; the countdown ticks by passing a new input each second. */
  input: StartButtonInput;
  /** The candidate has an unfinished attempt (userGoingExamResultId): the start resumes it. */
  isResume?: boolean;
  /** The enabled start and ready states. */
  onStart: () => void;
  /** Appointment mode (rule 5): the booking flow, issue 4. */
  onBook?: (() => void) | undefined;
  /** The pointer is over the button or it has the focus: a press may follow, so what it opens can be fetched. */
  onIntent?: (() => void) | undefined;
  /** Where to get the desktop client, offered when the exam must be taken in it (the school's clientDownloadUrl). */
  clientDownloadHref?: string | null | undefined;
}

/**
 * SPEC §4 start-button state, decided by the domain's startButtonState. A disabled state stays clickable, so the
 * candidate learns why (SPEC §8 toasts); it is marked aria-disabled and drawn as disabled.
 */
export function StartButton({
  input,
  isResume = false,
  onStart,
  onBook,
  onIntent,
  clientDownloadHref,
}: StartButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // An unfinished attempt (one staff reopened too) is continued whatever the button says of a new one.
  const state = isResume ? resumeButtonState(startButtonState(input)) : startButtonState(input);
  const label = t(startButtonLabelKey(state, isResume));

  const onClick = () => {
    if (state.kind === 'appointment') {
      // Booking itself is issue 4; until it is wired the candidate is told what to do.
      if (state.appointmentState === 'book' && onBook) onBook();
      else void message.warning(t(state.toastKey));
      return;
    }
    if (state.isEnabled) {
      onStart();
      return;
    }
    void message.warning(t(state.toastKey));
  };

  const countdown =
    state.kind === 'ready' || state.kind === 'notReady' ? formatCountdown(state.countdownSeconds) : null;
  const isEnabled = state.isEnabled && !(state.kind === 'appointment' && state.appointmentState !== 'book');

  const reason = 'toastKey' in state && !isEnabled ? t(state.toastKey) : null;
  const reasonId = useId();
  // A page the server drew answers no click until the app has taken it over: the button says it is still loading.
  // Keyed by it, the live button is a new one rather than the drawn one losing its loading icon: antd animates that
  // icon away, measuring it in the task that ends hydration, which forced the page's layout there (issue 22).
  const isHydrated = useIsHydrated();
  const button = (
    <Button
      key={isHydrated ? 'live' : 'drawn'}
      aria-describedby={reason ? reasonId : undefined}
      type={isEnabled ? 'primary' : 'default'}
      size="large"
      autoInsertSpace={false}
      aria-disabled={!isEnabled}
      loading={!isHydrated}
      style={isEnabled ? { minWidth: 160 } : { minWidth: 160, cursor: 'not-allowed', opacity: 0.6 }}
      onClick={onClick}
      onPointerEnter={isEnabled ? onIntent : undefined}
      onFocus={isEnabled ? onIntent : undefined}
    >
      {label}
    </Button>
  );

  return (
    <Flex vertical gap={4} align="start" data-state={state.kind}>
      {reason ? <HintTooltip title={reason}>{button}</HintTooltip> : button}
      {/* Said under the button too: a hover is not there on a phone, nor for a keyboard (issue 17 defect 9). */}
      {reason && (
        <Typography.Text type="secondary" id={reasonId}>
          {reason}
        </Typography.Text>
      )}
      {state.kind === 'clientMismatch' && !input.isDesktopClient && clientDownloadHref && (
        <Typography.Link href={clientDownloadHref} target="_blank" rel="noopener">
          {t('startButton.getClient')}
        </Typography.Link>
      )}
      {countdown && (
        <Typography.Text type="secondary" role="timer">
          {t('startButton.countdown', { countdown })}
        </Typography.Text>
      )}
    </Flex>
  );
}
