import type { AppointmentState } from '@iexam/domain/appointments';
import type { ExamSession } from '@iexam/domain/exam-info';
import { Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface BookingStatusProps {
  session: ExamSession;
  state: AppointmentState;
  onCancel: () => void;
}

const STATE_COLORS: Record<AppointmentState, string> = {
  book: 'green',
  booked: 'blue',
  bookedElsewhere: 'default',
  full: 'red',
  notOpen: 'default',
  closed: 'default',
};

/**
 * SPEC §4 appointment per session, for the selected session beside the start button: its booking state, the places
 * left, and for a booked session the cancel (SPEC: 'booked: cancel is offered').
 */
export function BookingStatus({ session, state, onCancel }: BookingStatusProps) {
  const { t } = useTranslation();
  return (
    <Flex gap="small" align="center" wrap data-testid="booking-status">
      <Tag color={STATE_COLORS[state]} style={{ margin: 0 }}>
        {state === 'booked' ? t('appointment.booked') : t(`session.appointment.${state}`)}
      </Tag>
      <Typography.Text type="secondary" aria-live="polite">
        {session.remainderNum === null
          ? t('appointment.remainingUnlimited')
          : t('appointment.remaining', { count: session.remainderNum })}
      </Typography.Text>
      {state === 'booked' && (
        <Button size="small" onClick={onCancel}>
          {t('appointment.cancel.button')}
        </Button>
      )}
    </Flex>
  );
}
