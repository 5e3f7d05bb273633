import { MoreOutlined } from '@ant-design/icons';
import type { MonitorState } from '@iexam/domain/staff';
import { Button, Dropdown, Popover, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { MonitorCandidate, MonitorView } from '@/api/admin/monitor';
import { actionsFor, type MonitorAction } from './monitor-actions';
import { Ago, TimeLeft } from './server-clock';

const STATE_COLORS: Record<MonitorState, string> = {
  booked: 'default',
  not_started: 'default',
  in_progress: 'processing',
  submitted: 'success',
  grading: 'warning',
  graded: 'success',
};

/** The live table's columns; times count from the server's clock (`offsetMs`), not the viewer's. */
export function monitorColumns(input: {
  t: TFunction<'admin'>;
  language: string;
  view: MonitorView;
  /** Server time minus local time at the last answer. */
  offsetMs: number;
  onAction: (candidate: MonitorCandidate, action: MonitorAction) => void;
}): ColumnsType<MonitorCandidate> {
  const { t, language, view, offsetMs, onAction } = input;
  const limit = view.exam.allowedSwitchScreenTimes;
  const timeText = (iso: string) => new Date(iso).toLocaleTimeString(language.replace('_', '-'));
  return [
    {
      title: t('monitor.column.candidate'),
      key: 'candidate',
      fixed: 'left',
      width: 180,
      render: (_, row) => (
        <>
          <div>{row.name || row.userName}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[row.userName, row.userCode, row.sessionName].filter(Boolean).join(' · ')}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('monitor.column.state'),
      dataIndex: 'state',
      width: 120,
      render: (state: MonitorState, row) => (
        <>
          <Tag color={STATE_COLORS[state]}>{t(`monitor.state.${state}`)}</Tag>
          {(row.extraMinutes > 0 || row.timeMultiplier > 1) && (
            <div style={{ fontSize: 12 }}>
              {t('monitor.accommodation', { minutes: row.extraMinutes, multiplier: row.timeMultiplier })}
            </div>
          )}
        </>
      ),
    },
    {
      title: t('monitor.column.answered'),
      key: 'answered',
      width: 90,
      render: (_, row) => (row.total === null ? t('monitor.never') : `${row.answered}/${row.total}`),
    },
    {
      title: t('monitor.column.lastSave'),
      dataIndex: 'lastSavedAt',
      width: 130,
      render: (at: string | null) =>
        at ? <Ago at={at} offsetMs={offsetMs} language={language} /> : t('monitor.never'),
    },
    {
      title: t('monitor.column.timeLeft'),
      key: 'timeLeft',
      width: 100,
      render: (_, row) =>
        row.state === 'in_progress' && row.deadline ? (
          <TimeLeft deadline={row.deadline} offsetMs={offsetMs} />
        ) : (
          t('monitor.never')
        ),
    },
    {
      title: t('monitor.column.switchScreen'),
      key: 'switchScreen',
      width: 110,
      render: (_, row) => {
        const label =
          limit >= 0
            ? `${row.switchScreenTimes} (${t('monitor.switchLimit', { count: limit })})`
            : String(row.switchScreenTimes);
        const name = t('monitor.events', { name: row.name || row.userName });
        return (
          <Popover
            trigger="click"
            title={name}
            content={
              row.switchScreenEvents.length === 0 ? (
                t('monitor.noEvents')
              ) : (
                <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                  {row.switchScreenEvents.map((at) => (
                    <li key={at}>{timeText(at)}</li>
                  ))}
                </ol>
              )
            }
          >
            <Button
              size="small"
              type={row.switchScreenTimes > 0 ? 'default' : 'text'}
              aria-label={`${name}: ${label}`}
            >
              {label}
            </Button>
          </Popover>
        );
      },
    },
    {
      title: t('monitor.column.client'),
      key: 'client',
      width: 150,
      render: (_, row) =>
        row.clientKind || row.clientIp ? (
          <>
            <div>{row.clientKind ?? ''}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.clientIp ?? ''}
              {row.lastSeenAt && (
                <>
                  {' · '}
                  <Ago at={row.lastSeenAt} offsetMs={offsetMs} language={language} />
                </>
              )}
            </Typography.Text>
          </>
        ) : (
          t('monitor.never')
        ),
    },
    {
      title: t('monitor.column.ipChanges'),
      dataIndex: 'ipChanges',
      width: 90,
      render: (changes: number) => (changes > 0 ? <Tag color="warning">{changes}</Tag> : changes),
    },
    {
      title: t('monitor.column.actions'),
      key: 'actions',
      width: 80,
      render: (_, row) => {
        const actions = actionsFor(row);
        if (actions.length === 0) return null;
        return (
          <Dropdown
            trigger={['click']}
            menu={{
              items: actions.map((action) => ({ key: action, label: t(`monitor.action.${action}`) })),
              onClick: ({ key }) => onAction(row, key as MonitorAction),
            }}
          >
            <Button
              icon={<MoreOutlined />}
              aria-label={t('monitor.actionsOf', { name: row.name || row.userName })}
            />
          </Dropdown>
        );
      },
    },
  ];
}
