import { LANGUAGE_STORAGE_KEY } from '@iexam/domain/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { renderApp } from '@/test/render-app';

// Against the real server of test-server/global-setup.ts (monitor-data.ts: a running and a booked candidate).
const schoolId = inject('schoolId');
const { examId, proctorToken } = inject('monitor');

beforeEach(() => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en_US');
  setApiBaseUrl(inject('apiUrl'));
  setApiBearerToken(proctorToken);
});
afterEach(() => {
  setApiBearerToken(undefined);
});

describe('the live monitor (issue 21)', () => {
  it("lists a proctor's exam, and its candidates with state, progress and time left", async () => {
    renderApp(`/admin/${schoolId}/monitor`);
    await screen.findByRole('heading', { level: 1, name: 'Exams to monitor' }, { timeout: 10_000 });
    await userEvent.click(await screen.findByRole('link', { name: 'Monitor: Monitored exam' }));
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Live monitor · Monitored exam' },
      { timeout: 10_000 },
    );
    const table = screen.getByRole('region', { name: 'Candidates' });
    const running = (await within(table).findByText('Running Candidate')).closest('tr') as HTMLElement;
    expect(within(running).getByText('In progress')).toBeTruthy();
    expect(within(running).getByText('0/6')).toBeTruthy();
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
    fireEvent.change(screen.getByLabelText('Search name, user name or code'), { target: { value: '' } });
    await within(table).findByText('Running Candidate');
  }, 90_000);

  it('resets a leave count through the action menu, with the reason required', async () => {
    renderApp(`/admin/${schoolId}/monitor/${examId}`);
    const table = await screen.findByRole('region', { name: 'Candidates' }, { timeout: 10_000 });
    const running = (await within(table).findByText('Running Candidate', {}, { timeout: 10_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(running).getByRole('button', { name: /Leave times of Running Candidate: 1/ })).toBeTruthy();
    await userEvent.click(within(running).getByRole('button', { name: 'Actions for Running Candidate' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reset leave count' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/now 1/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Give a reason')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Escorted to the bathroom' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Leave count reset', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() =>
      expect(
        within(running).getByRole('button', { name: /Leave times of Running Candidate: 0/ }),
      ).toBeTruthy(),
    );
  }, 90_000);
});
