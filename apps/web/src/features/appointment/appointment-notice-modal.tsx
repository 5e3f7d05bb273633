import type { ExamSession } from '@iexam/domain/exam-info';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatExamTime } from '@/lib/exam-time';

export interface AppointmentNoticeModalProps {
  open: boolean;
  session: ExamSession | null;
  timezoneHours: number;
  isRedemptionCode: boolean;
  onOk: () => void;
  onCancel: () => void;
}

/**
 * SPEC §2 appointment notice, shown before the form (docs/decisions/0014): one session per exam, when the booking
 * can be cancelled, and what happens to a redemption code.
 */
export function AppointmentNoticeModal(props: AppointmentNoticeModalProps) {
  const { t } = useTranslation();
  const at = (value: string | null) => (value ? formatExamTime(value, props.timezoneHours, t) : null);
  const begin = at(props.session?.cancelAppointmentBeginTime ?? null);
  const end = at(props.session?.cancelAppointmentEndTime ?? null);
  const cancelLine =
    begin && end
      ? t('appointment.notice.cancelWindow', { begin, end })
      : begin
        ? t('appointment.notice.cancelFrom', { begin })
        : end
          ? t('appointment.notice.cancelUntil', { end })
          : t('appointment.notice.cancelAnytime');

  return (
    <Modal
      open={props.open}
      title={t('appointment.notice.title')}
      okText={t('appointment.notice.ok')}
      cancelText={t('appointment.notice.cancel')}
      onOk={props.onOk}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <ol style={{ paddingInlineStart: 20 }}>
        <li>{t('appointment.notice.oneSession')}</li>
        <li>{cancelLine}</li>
        {props.isRedemptionCode && <li>{t('appointment.notice.code')}</li>}
      </ol>
    </Modal>
  );
}
