import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { MONITOR_REFRESH_MS, MONITOR_STATES, type MonitorState } from '@iexam/domain/staff';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type MonitorCandidate, monitorQueryOptions } from '@/api/admin/monitor';
import { ErrorAlert } from '../shared/error-alert';
import { TableRegion } from '../shared/table-region';
import { ActionModal } from './action-modal';
import type { MonitorAction } from './monitor-actions';
import { monitorColumns } from './monitor-columns';

/**
 * One exam's live table (issue 21): polled every 5 s (MONITOR_REFRESH_MS) unless paused; the time left counts down
 * here between polls from the server's `now`. Filters by session, state and a search, all on the rows already read.
 */
export function MonitorPage({ schoolId }: { schoolId: string }) {
  const { t, i18n } = useTranslation('admin');
  const examId = Number(useParams().examId);
  const [isPaused, setPaused] = useState(false);
  const [sessionId, setSessionId] = useState<number | 'all'>('all');
  const [state, setState] = useState<MonitorState | 'all'>('all');
  const [search, setSearch] = useState('');
  const [acting, setActing] = useState<{ candidate: MonitorCandidate; action: MonitorAction }>();
  const monitor = useQuery({
    ...monitorQueryOptions(schoolId, examId),
    refetchInterval: isPaused || acting ? false : MONITOR_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const view = monitor.data;
  const offsetMs = view ? Date.parse(view.now) - monitor.dataUpdatedAt : 0;
  const language = i18n.language;
  const onAction = useCallback(
    (candidate: MonitorCandidate, action: MonitorAction) => setActing({ candidate, action }),
    [],
  );
  const columns = useMemo(
    () => (view ? monitorColumns({ t, language, view, offsetMs, onAction }) : []),
    [t, language, view, offsetMs, onAction],
  );
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (view?.candidates ?? []).filter(
      (row) =>
        (sessionId === 'all' || row.sessionId === sessionId) &&
        (state === 'all' || row.state === state) &&
        (!needle ||
          [row.name, row.userName, row.userCode].some((text) => text.toLowerCase().includes(needle))),
    );
  }, [view, sessionId, state, search]);
  const updated = monitor.dataUpdatedAt
    ? new Date(monitor.dataUpdatedAt).toLocaleTimeString(i18n.language.replace('_', '-'), { hour12: false })
    : '';

  return (
    <Flex vertical gap={16}>
      <Link to=".." relative="path">
        <ArrowLeftOutlined /> {t('monitor.back')}
      </Link>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {view ? `${t('monitor.title')} · ${view.exam.examName}` : t('monitor.title')}
      </Typography.Title>
      <Flex gap={8} wrap align="center">
        <Switch checked={!isPaused} onChange={(on) => setPaused(!on)} aria-label={t('monitor.autoRefresh')} />
        <span>{t('monitor.autoRefresh')}</span>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void monitor.refetch()}
          aria-label={t('monitor.refreshNow')}
        >
          {t('monitor.refreshNow')}
        </Button>
        {updated && (
          <Typography.Text type="secondary" role="status">
            {t('monitor.updated', { time: updated })}
          </Typography.Text>
        )}
      </Flex>
      <Flex gap={8} wrap>
        <Input.Search
          aria-label={t('monitor.search')}
          placeholder={t('monitor.search')}
          allowClear
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 280 }}
        />
        <Select
          aria-label={t('monitor.session')}
          value={sessionId}
          onChange={setSessionId}
          style={{ width: 180 }}
          options={[
            { value: 'all' as const, label: t('monitor.allSessions') },
            ...(view?.exam.sessions ?? []).map((s) => ({ value: s.sessionId, label: s.sessionName })),
          ]}
        />
        <Select
          aria-label={t('monitor.stateFilter')}
          value={state}
          onChange={setState}
          style={{ width: 160 }}
          options={[
            { value: 'all' as const, label: t('monitor.allStates') },
            ...MONITOR_STATES.map((value) => ({ value, label: t(`monitor.state.${value}`) })),
          ]}
        />
      </Flex>
      {view && (
        <Space wrap size={[4, 4]}>
          <Typography.Text>{t('monitor.total', { count: view.summary.total })}</Typography.Text>
          {MONITOR_STATES.map((value) => (
            <Tag key={value}>
              {t(`monitor.state.${value}`)} {view.summary.byState[value]}
            </Tag>
          ))}
        </Space>
      )}
      <ErrorAlert error={monitor.error} />
      <TableRegion label={t('monitor.table')}>
        <Table<MonitorCandidate>
          rowKey="key"
          size="small"
          loading={monitor.isPending}
          dataSource={rows}
          scroll={{ x: 1030 }}
          pagination={{ pageSize: 100, hideOnSinglePage: true, showSizeChanger: false }}
          columns={columns}
        />
      </TableRegion>
      {view && acting && (
        <ActionModal
          schoolId={schoolId}
          view={view}
          candidate={acting.candidate}
          action={acting.action}
          onClose={() => setActing(undefined)}
          onDone={() => void monitor.refetch()}
        />
      )}
    </Flex>
  );
}
