import { SESSION_TABLE_SCROLL_HEIGHT } from '@iexam/domain/constants';
import type { ExamSession } from '@iexam/domain/exam-info';
import { Table, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { sessionAppointmentState } from '@/lib/session-booking';
import { sessionColumns } from './session-columns';

export interface SessionTableProps {
  sessions: readonly ExamSession[];
  selectedSessionId: number | null;
  timezoneHours: number;
  isAppointment: boolean;
  now: Date;
  onPick: (sessionId: number) => void;
}

/**
 * The picker's table of sessions. A module of its own, loaded when the picker first opens: antd's Table (with the
 * Tree and Pagination it brings) is the largest part of the exam information page and is not shown at first paint.
 */
export function SessionTable(props: SessionTableProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const columns = sessionColumns({
    t,
    timezoneHours: props.timezoneHours,
    isAppointment: props.isAppointment,
    appointmentStateOf: (session) => sessionAppointmentState(session, props.now),
  });
  return (
    <section
      aria-label={t('session.choose')}
      style={{
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
        borderRadius: token.borderRadiusLG,
        // The table would otherwise take the whole page width and push the page sideways.
        width: props.isAppointment ? 720 : 640,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Table<ExamSession>
        rowKey="id"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={[...props.sessions]}
        scroll={{ y: SESSION_TABLE_SCROLL_HEIGHT }}
        rowClassName={(session) => (session.id === props.selectedSessionId ? 'ant-table-row-selected' : '')}
        onRow={(session) => ({
          onClick: () => props.onPick(session.id),
          style: { cursor: 'pointer' },
        })}
      />
    </section>
  );
}
