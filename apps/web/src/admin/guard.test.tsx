import { LANGUAGE_STORAGE_KEY } from '@iexam/domain/constants';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { renderApp } from '@/test/render-app';

// Against the real server of test-server/global-setup.ts, with its staff and candidate accounts.
const schoolId = inject('schoolId');
const { adminToken, candidateToken } = inject('preview');

beforeEach(() => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en_US');
  setApiBaseUrl(inject('apiUrl'));
});
afterEach(() => {
  setApiBearerToken(undefined);
});

describe('staff console guard (issue 20)', () => {
  it('an exam admin of the school gets the console frame with its sections', async () => {
    setApiBearerToken(adminToken);
    renderApp(`/admin/${schoolId}/audit`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Audit log' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Question bank/ })).toBeTruthy();
    expect(screen.getByText(`Exam administration · ${schoolId}`)).toBeTruthy();
  });

  it('nobody logged in goes to the login page, which returns to the console', async () => {
    const { location } = renderApp(`/admin/${schoolId}/exams`);
    await waitFor(() => expect(location().pathname).toBe('/login/index'));
    expect(new URLSearchParams(location().search).get('redirect')).toBe(`/admin/${schoolId}/exams`);
    // The school comes from the return address, so the login form does not ask for it.
    await screen.findByLabelText('User name');
    expect(screen.queryByLabelText('School ID')).toBeNull();
  });

  it('a candidate gets the insufficient-permissions page, never the console', async () => {
    setApiBearerToken(candidateToken);
    const { location } = renderApp(`/admin/${schoolId}/exams`);
    await waitFor(() => expect(location().pathname).toBe(`/iexam/${schoolId}/insufficientPermissions`));
    expect(screen.queryByText(/Exam administration/)).toBeNull();
  });

  it("another school's address is refused to this school's admin", async () => {
    setApiBearerToken(adminToken);
    const { location } = renderApp('/admin/another-school/exams');
    await waitFor(() => expect(location().pathname).toBe('/iexam/another-school/insufficientPermissions'));
  });
});
