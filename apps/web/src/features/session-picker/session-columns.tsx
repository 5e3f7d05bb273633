import type { AppointmentState } from '@iexam/domain/appointments';
import type { ExamSession } from '@iexam/domain/exam-info';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatExamTime } from '@/lib/exam-time';

const STATUS_COLORS: Record<ExamSession['sessionStatus'], string> = { 2: 'blue', 3: 'green', 4: 'default' };
const APPOINTMENT_COLORS: Record<AppointmentState, string> = {
  book: 'green',
  booked: 'blue',
  bookedElsewhere: 'default',
  full: 'red',
  notOpen: 'default',
  closed: 'default',
};

export interface SessionColumnsInput {
  t: TFunction;
  timezoneHours: number;
  /** examAppointment 1: session, begin, status, remaining places and the booking state. */
  isAppointment: boolean;
  appointmentStateOf: (session: ExamSession) => AppointmentState;
}

/** SPEC §2 session picker columns: normal, or with appointments. */
export function sessionColumns(input: SessionColumnsInput): ColumnsType<ExamSession> {
  const { t, timezoneHours } = input;
  const name = {
    key: 'sessionName',
    title: t('session.columns.sessionName'),
    dataIndex: 'sessionName',
  };
  const begin = {
    key: 'beginTime',
    title: t('session.columns.beginTime'),
    render: (_: unknown, session: ExamSession) => formatExamTime(session.beginTime, timezoneHours, t),
  };
  const status = {
    key: 'status',
    title: t('session.columns.status'),
    render: (_: unknown, session: ExamSession) => (
      <Tag color={STATUS_COLORS[session.sessionStatus]}>{t(`session.status.${session.sessionStatus}`)}</Tag>
    ),
  };
  if (!input.isAppointment) {
    const end = {
      key: 'endTime',
      title: t('session.columns.endTime'),
      render: (_: unknown, session: ExamSession) => formatExamTime(session.endTime, timezoneHours, t),
    };
    return [name, begin, end, status];
  }
  const places = {
    key: 'remainingPlaces',
    title: t('session.columns.remainingPlaces'),
    render: (_: unknown, session: ExamSession) =>
      session.remainderNum === null ? t('session.unlimited') : session.remainderNum,
  };
  const appointment = {
    key: 'appointment',
    title: t('session.columns.appointment'),
    render: (_: unknown, session: ExamSession) => {
      const state = input.appointmentStateOf(session);
      return <Tag color={APPOINTMENT_COLORS[state]}>{t(`session.appointment.${state}`)}</Tag>;
    },
  };
  return [name, begin, status, places, appointment];
}
