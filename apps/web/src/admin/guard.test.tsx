import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { meQueryOptions } from '@/api/accounts';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { createQueryClient } from '@/api/query-client';
import { applyLanguage } from '@/i18n';
import { renderRoute } from '@/test/render-app';
import { AdminGuard } from './guard';

// The guard alone, asking the real server of test-server/global-setup.ts who is logged in. The admin's console frame
// and the way through the login page back to the console: e2e/staff-console.spec.ts.
const schoolId = inject('schoolId');
const { adminToken, candidateToken } = inject('preview');

beforeEach(async () => {
  await applyLanguage('en_US');
  setApiBaseUrl(inject('apiUrl'));
});
afterEach(() => {
  setApiBearerToken(undefined);
});

/** The guard at `url`, around a stand-in for the console; the answer to "who am I" is read before the render. */
async function renderGuard(url: string) {
  const queryClient = createQueryClient();
  await queryClient.prefetchQuery({ ...meQueryOptions(), retry: false });
  return renderRoute(<AdminGuard schoolId={url.split('/')[2] ?? ''}>{() => <p>the console</p>}</AdminGuard>, {
    path: '/admin/:schoolId/*',
    url,
    queryClient,
  });
}

describe('staff console guard (issue 20)', () => {
  it('an exam admin of the school gets the console', async () => {
    setApiBearerToken(adminToken);
    const { location } = await renderGuard(`/admin/${schoolId}/audit`);
    expect(await screen.findByText('the console')).toBeTruthy();
    expect(location().pathname).toBe(`/admin/${schoolId}/audit`);
  });

  it('nobody logged in goes to the login page, with the way back to the console', async () => {
    const { location } = await renderGuard(`/admin/${schoolId}/exams`);
    await waitFor(() => expect(location().pathname).toBe('/login/index'));
    expect(new URLSearchParams(location().search).get('redirect')).toBe(`/admin/${schoolId}/exams`);
    expect(screen.queryByText('the console')).toBeNull();
  });

  it('a candidate gets the insufficient-permissions page, never the console', async () => {
    setApiBearerToken(candidateToken);
    const { location } = await renderGuard(`/admin/${schoolId}/exams`);
    await waitFor(() => expect(location().pathname).toBe(`/iexam/${schoolId}/insufficientPermissions`));
    expect(screen.queryByText('the console')).toBeNull();
  });

  it("another school's address is refused to this school's admin", async () => {
    setApiBearerToken(adminToken);
    const { location } = await renderGuard('/admin/another-school/exams');
    await waitFor(() => expect(location().pathname).toBe('/iexam/another-school/insufficientPermissions'));
    expect(screen.queryByText('the console')).toBeNull();
  });
});
