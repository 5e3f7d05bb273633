import type { ExamSession } from '@iexam/domain/exam-info';
import { Button, Dropdown, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';

// The table is fetched when the dropdown first opens (session-table.tsx says why).
const SessionTable = lazy(async () => ({ default: (await import('./session-table')).SessionTable }));

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
  const [isOpen, setIsOpen] = useState(false);
  const selected = props.sessions.find((session) => session.id === props.selectedSessionId);
  const onPick = (sessionId: number) => {
    setIsOpen(false);
    if (sessionId !== props.selectedSessionId) props.onSelect(sessionId);
  };

  return (
    <Dropdown
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={['click']}
      popupRender={() => (
        <Suspense fallback={<Spin size="small" />}>
          <SessionTable
            sessions={props.sessions}
            selectedSessionId={props.selectedSessionId}
            timezoneHours={props.timezoneHours}
            isAppointment={props.isAppointment}
            now={props.now}
            onPick={onPick}
          />
        </Suspense>
      )}
      disabled={props.sessions.length === 0}
    >
      <Button aria-expanded={isOpen}>
        {selected?.sessionName ?? t(props.sessions.length === 0 ? 'session.none' : 'session.choose')}{' '}
        <Icon name="downArrow" />
      </Button>
    </Dropdown>
  );
}
