import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { monitorQueryOptions } from '@/api/admin/monitor';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { createQueryClient } from '@/api/query-client';
import { applyLanguage } from '@/i18n';
import { renderRoute } from '@/test/render-app';
import { registerAdminTexts } from '../i18n/register';
import { MonitorPage } from './monitor-page';

// The page alone, with what the real server of test-server/global-setup.ts answers its proctor (monitor-data.ts: a
// running, a booked and a handed-in candidate). The way from the list of exams to this page, and the actions, are journeys:
// e2e/staff-exam-day.spec.ts.
const schoolId = inject('schoolId');
const { examId, proctorToken } = inject('monitor');

registerAdminTexts();

beforeEach(async () => {
  await applyLanguage('en_US');
  setApiBaseUrl(inject('apiUrl'));
  setApiBearerToken(proctorToken);
});
afterEach(() => {
  setApiBearerToken(undefined);
});

/** The monitor page as its proctor opens it, its first read made before the render. */
async function renderMonitor() {
  const queryClient = createQueryClient();
  await queryClient.fetchQuery(monitorQueryOptions(schoolId, examId));
  renderRoute(<MonitorPage schoolId={schoolId} />, {
    path: '/admin/:schoolId/monitor/:examId',
    url: `/admin/${schoolId}/monitor/${examId}`,
    queryClient,
  });
}

describe('the live monitor (issue 21)', () => {
  it('lists the candidates with state, progress and time left; the search filters the rows read', async () => {
    await renderMonitor();
    expect(screen.getByRole('heading', { level: 1, name: 'Live monitor · Monitored exam' })).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Candidates' });
    const running = (await within(table).findByText('Running Candidate')).closest('tr') as HTMLElement;
    expect(within(running).getByText('In progress')).toBeTruthy();
    expect(within(running).getByText('0/6')).toBeTruthy();
    expect(within(running).getByRole('button', { name: /Leave times of Running Candidate: 1/ })).toBeTruthy();
    // The fixture's deadline is 50 minutes after the test server started; the time left counts down from it.
    const left = within(running).getByText(/^\d{1,2}:\d\d$/).textContent ?? '';
    const minutesLeft = Number(left.split(':')[0]);
    expect(minutesLeft).toBeGreaterThan(0);
    expect(minutesLeft).toBeLessThan(50);
    const booked = within(table).getByText('Booked Candidate').closest('tr') as HTMLElement;
    expect(within(booked).getByText('Booked')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^Updated \d\d:\d\d:\d\d$/);

    fireEvent.change(screen.getByLabelText('Search name, user name or code'), {
      target: { value: 'booked' },
    });
    await waitFor(() => expect(within(table).queryByText('Running Candidate')).toBeNull());
    expect(within(table).getByText('Booked Candidate')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search name, user name or code'), { target: { value: '' } });
    await within(table).findByText('Running Candidate');
  }, 60_000);

  it('reopening a handed-in attempt offers back the time the candidate had left (issue 40)', async () => {
    await renderMonitor();
    const table = screen.getByRole('region', { name: 'Candidates' });
    const row = (await within(table).findByText('Handed-in Candidate')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Submitted')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Actions for Handed-in Candidate' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reopen · Handed-in Candidate')).toBeTruthy();
    // Handed in 8 minutes after a start that left it 30: 18 minutes were left, not a fixed 15.
    const minutes = within(dialog).getByRole('spinbutton', { name: 'Minutes from now' }) as HTMLInputElement;
    expect(minutes.value).toBe('18');
    expect(within(dialog).getByText('Time left when it was handed in: 18:00')).toBeTruthy();
  }, 60_000);
});
