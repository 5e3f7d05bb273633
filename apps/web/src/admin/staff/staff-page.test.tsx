import { LANGUAGE_STORAGE_KEY } from '@iexam/domain/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { renderApp } from '@/test/render-app';

// Against the real server of test-server/global-setup.ts, as its exam admin.
const schoolId = inject('schoolId');
const { adminToken } = inject('preview');

beforeEach(() => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en_US');
  setApiBaseUrl(inject('apiUrl'));
  setApiBearerToken(adminToken);
});
afterEach(() => setApiBearerToken(undefined));

describe('console staff (issue 21)', () => {
  it('lists the staff; adds a grader, who then gets the assignments button', async () => {
    renderApp(`/admin/${schoolId}/staff`);
    const table = await screen.findByRole('region', { name: 'Staff' }, { timeout: 30_000 });
    expect(await within(table).findByText('web-admin', {}, { timeout: 30_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add staff/ }));
    const dialog = await screen.findByRole('dialog');
    const userName = `web-grader-${crypto.randomUUID().slice(0, 8)}`;
    fireEvent.change(within(dialog).getByLabelText('User name'), { target: { value: userName } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Grace' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findAllByText('At least 8 characters')).not.toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'long-enough-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(table).findByText(userName, {}, { timeout: 30_000 })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Assignments of Grace' }));
    const assignments = await screen.findByRole('dialog', { name: 'Assignments of Grace' });
    fireEvent.click(within(assignments).getByRole('button', { name: /Add an exam/ }));
    await waitFor(() => expect(within(assignments).getByLabelText('Exam of row 1')).toBeTruthy());
    expect(within(assignments).getByLabelText('Session of row 1')).toBeTruthy();
  }, 90_000);
});
