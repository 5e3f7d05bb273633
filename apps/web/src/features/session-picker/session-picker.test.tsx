import type { ExamSession } from '@iexam/domain/exam-info';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render-app';
import { SessionPicker } from './session-picker';

const NOW = new Date('2026-11-23T04:00:00Z');

function session(overrides: Partial<ExamSession>): ExamSession {
  return {
    id: 1,
    sessionName: '第一场',
    beginTime: '2026-11-25T00:00:00Z',
    endTime: '2026-11-25T02:00:00Z',
    sessionStatus: 2,
    settingTime: 90,
    isScoring: 0,
    userExamStatus: 1,
    countdown: 0,
    appointmentStatus: 0,
    remainderNum: 30,
    appointmentOpenBeginTime: '2026-11-22T00:00:00Z',
    appointmentOpenEndTime: '2026-11-24T00:00:00Z',
    cancelAppointmentBeginTime: null,
    cancelAppointmentEndTime: null,
    ...overrides,
  };
}

const SESSIONS = [
  session({ id: 1, sessionName: '第一场', appointmentStatus: 1 }),
  session({ id: 2, sessionName: '第二场', remainderNum: 0, sessionStatus: 3 }),
  session({
    id: 3,
    sessionName: '第三场',
    remainderNum: null,
    appointmentOpenBeginTime: '2026-11-30T00:00:00Z',
  }),
  session({ id: 4, sessionName: '第四场', appointmentOpenEndTime: '2026-11-23T00:00:00Z', sessionStatus: 4 }),
  session({ id: 5, sessionName: '第五场' }),
];

async function openPicker(isAppointment: boolean, onSelect = vi.fn()) {
  renderInApp(
    <SessionPicker
      sessions={SESSIONS}
      selectedSessionId={1}
      timezoneHours={8}
      isAppointment={isAppointment}
      now={NOW}
      onSelect={onSelect}
    />,
  );
  await userEvent.click(await screen.findByRole('button', { name: /第一场/ }));
  return screen.findByRole('region', { name: '选择场次' });
}

function headers(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('session picker (SPEC §2)', () => {
  it('normal columns: session name, begin, end, status, times at the exam time zone', async () => {
    const table = await openPicker(false);
    expect(headers(table)).toEqual(['场次名称', '开始时间', '结束时间', '状态']);
    const first = rowOf(table, '第一场');
    expect(within(first).getByText(/^2026-11-25 08:00（UTC\+8/)).toBeTruthy();
    expect(within(first).getByText(/^2026-11-25 10:00（UTC\+8/)).toBeTruthy();
    expect(within(first).getByText('未开始')).toBeTruthy();
    expect(within(rowOf(table, '第二场')).getByText('进行中')).toBeTruthy();
    expect(within(rowOf(table, '第四场')).getByText('已结束')).toBeTruthy();
  });

  it('appointment columns: session, begin, status, remaining places, and the booking state of each session', async () => {
    const table = await openPicker(true);
    expect(headers(table)).toEqual(['场次名称', '开始时间', '状态', '剩余名额', '预约']);
    expect(within(rowOf(table, '第一场')).getByText('已预约')).toBeTruthy();
    expect(within(rowOf(table, '第一场')).getByText('30')).toBeTruthy();
    expect(within(rowOf(table, '第二场')).getByText('已约满')).toBeTruthy();
    expect(within(rowOf(table, '第三场')).getByText('未开放')).toBeTruthy();
    expect(within(rowOf(table, '第三场')).getByText('不限')).toBeTruthy();
    expect(within(rowOf(table, '第四场')).getByText('已截止')).toBeTruthy();
    expect(within(rowOf(table, '第五场')).getByText('可预约')).toBeTruthy();
  });

  it('the table scrolls at 240 px (SPEC §9)', async () => {
    const table = await openPicker(false);
    const body = table.querySelector('.ant-table-body') as HTMLElement | null;
    expect(body?.style.maxHeight).toBe('240px');
  });

  it('choosing another session reports its id', async () => {
    const onSelect = vi.fn();
    const table = await openPicker(false, onSelect);
    await userEvent.click(within(rowOf(table, '第五场')).getByText('第五场'));
    expect(onSelect).toHaveBeenCalledWith(5);
  });
});
