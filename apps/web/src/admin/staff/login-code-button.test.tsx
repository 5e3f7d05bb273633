import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createStaff, type StaffMember } from '@/api/admin/staff';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { applyLanguage } from '@/i18n';
import { renderRoute } from '@/test/render-app';
import { registerAdminTexts } from '../i18n/register';
import { LoginCodeButton } from './login-code-button';

// The button alone, as the exam admin of test-server/global-setup.ts, against its real server: the code shown is the
// one the server issued (the login with it: pages/login/login-page.test.tsx).
const schoolId = inject('schoolId');
const { adminToken } = inject('preview');

registerAdminTexts();

beforeEach(() => {
  setApiBaseUrl(inject('apiUrl'));
  setApiBearerToken(adminToken);
});
afterEach(() => setApiBearerToken(undefined));

async function newProctor(realName: string): Promise<StaffMember> {
  const userName = `code-${crypto.randomUUID().slice(0, 8)}`;
  return createStaff(schoolId, { userName, realName, password: 'long-enough-1', role: 'proctor' });
}

function renderButton(member: StaffMember) {
  return renderRoute(<LoginCodeButton schoolId={schoolId} member={member} />, {
    path: '/admin/:schoolId/staff',
    url: `/admin/${schoolId}/staff`,
  });
}

describe('console: a one-time login code for a staff member (issue 35)', () => {
  it('issues a code and shows it once with its expiry; closing the dialog forgets it', async () => {
    await applyLanguage('en_US');
    const member = await newProctor('Pat');
    renderButton(member);
    fireEvent.click(screen.getByRole('button', { name: 'Issue a one-time login code for Pat' }));
    const dialog = await screen.findByRole('dialog', { name: 'One-time login code for Pat' });
    const shown = within(dialog).getByLabelText('One-time login code').textContent ?? '';
    const code = /^[0-9A-Z]{5}-[0-9A-Z]{5}/.exec(shown)?.[0] ?? `not a code: ${shown}`;
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(
      within(dialog).getByText(/^Valid until \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\) \(15 minutes\)/),
    ).toBeTruthy();
    expect(within(dialog).getByText(new RegExp(`Give this code to ${member.userName}\\.`))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(code)).toBeNull());
  }, 60_000);

  it('speaks Chinese in zh_CN', async () => {
    await applyLanguage('zh_CN');
    const member = await newProctor('小王');
    renderButton(member);
    fireEvent.click(screen.getByRole('button', { name: '为 小王 生成一次性登录码' }));
    const dialog = await screen.findByRole('dialog', { name: '小王 的一次性登录码' });
    expect(
      within(dialog).getByText(/^有效期至 \d{4}-\d\d-\d\d \d\d:\d\d（UTC）（15 分钟），只能登录一次。$/),
    ).toBeTruthy();
  }, 60_000);
});
