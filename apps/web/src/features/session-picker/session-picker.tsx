import { SESSION_TABLE_SCROLL_HEIGHT } from '@iexam/domain/constants';
import type { ExamSession } from '@iexam/domain/exam-info';
import { Button, Dropdown, Table, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { sessionAppointmentState } from '@/lib/session-booking';
import { sessionColumns } from './session-columns';

export interface SessionPickerProps {
  sessions: readonly ExamSession[];
  selectedSessionId: number | null;
  timezoneHours: number;
  /** examAppointment is 1. */
  isAppointment: boolean;
  /** The server's time, for the booking state of each session. */
  now: Date;
  onSelect: (sessionId: number) => void;
}

/** SPEC §2 session picker: a dropdown holding a table of the sessions (scroll height 240, SPEC §9). */
export function SessionPicker(props: SessionPickerProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [isOpen, setIsOpen] = useState(false);
  const selected = props.sessions.find((session) => session.id === props.selectedSessionId);
  const columns = sessionColumns({
    t,
    timezoneHours: props.timezoneHours,
    isAppointment: props.isAppointment,
    appointmentStateOf: (session) => sessionAppointmentState(session, props.now),
  });

  const table = (
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
          onClick: () => {
            setIsOpen(false);
            if (session.id !== props.selectedSessionId) props.onSelect(session.id);
          },
          style: { cursor: 'pointer' },
        })}
      />
    </section>
  );

  return (
    <Dropdown
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={['click']}
      popupRender={() => table}
      disabled={props.sessions.length === 0}
    >
      <Button aria-expanded={isOpen}>
        {selected?.sessionName ?? t(props.sessions.length === 0 ? 'session.none' : 'session.choose')}{' '}
        <Icon name="downArrow" />
      </Button>
    </Dropdown>
  );
}
