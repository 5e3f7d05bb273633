import { LANGUAGE_STORAGE_KEY } from '@iexam/domain/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { renderApp } from '@/test/render-app';

// The real server of test-server/global-setup.ts, as the preview's exam admin.
const schoolId = inject('schoolId');

beforeEach(() => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en_US');
  setApiBaseUrl(inject('apiUrl'));
  setApiBearerToken(inject('preview').adminToken);
});
afterEach(() => {
  setApiBearerToken(undefined);
});

/** The form item around a field, where antd writes the field's errors. */
const itemOf = (field: HTMLElement) => field.closest('.ant-form-item') as HTMLElement;

describe('exam editor: the server names a problem, the form shows it at its field (issue 20)', () => {
  it('a bad exam time comes back at the begin time field, on its tab, and in the summary', async () => {
    renderApp(`/admin/${schoolId}/exams/new`);
    await screen.findByRole('heading', { level: 1, name: 'New exam' }, { timeout: 10_000 });
    // The whole form is large for jsdom: values are set at once rather than typed key by key.
    fireEvent.change(screen.getByLabelText('Key', { exact: true }), {
      target: { value: 'editor-issue-test' },
    });
    fireEvent.change(screen.getByLabelText('Exam name'), { target: { value: 'Editor issue test' } });
    const begins = screen.getAllByLabelText('Begins')[0] as HTMLElement;
    fireEvent.change(begins, { target: { value: 'tomorrow morning' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(summary).getByText('exam.beginTime')).toBeTruthy();
    await waitFor(() => expect(itemOf(begins).querySelector('.ant-form-item-explain-error')).not.toBeNull());
    expect(itemOf(begins).textContent).toMatch(/ISO date-time/);
    expect(screen.getByRole('tab', { name: 'Basics', selected: true })).toBeTruthy();
  }, 60_000);
});
