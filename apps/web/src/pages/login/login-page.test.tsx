import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';
import { createStaff, issueLoginCode } from '@/api/admin/staff';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { applyLanguage } from '@/i18n';
import { renderRoute } from '@/test/render-app';
import { LoginPage } from './login-page';

// Nothing listens on the discard port, so the request really fails, as it does when the server is down.
const UNREACHABLE_SERVER = 'http://127.0.0.1:9';

/** The login page alone (no lazy routes) at `url`; how the address picks the language: app/language.test.tsx. */
function renderLogin(url: string) {
  return renderRoute(<LoginPage />, { path: '/login/index', url });
}

function submitButton() {
  // antd spaces out two-character Chinese button labels ("登 录").
  return screen.getByRole('button', { name: /^(Log in|登\s?录)$/ });
}

describe('login page form validation', () => {
  it('an empty form names the missing user name and password, in Chinese by default', async () => {
    renderLogin('/login/index?redirect=%2Fportal%2Fdemo');
    await screen.findByLabelText('用户名');
    await userEvent.click(submitButton());

    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
  });

  it('an empty form names the missing fields in English when the language is en_US', async () => {
    await applyLanguage('en_US');
    renderLogin('/login/index');
    await screen.findByRole('heading', { name: 'Log in' });
    await userEvent.click(submitButton());

    expect(await screen.findByText('Please enter the school ID')).toBeTruthy();
    expect(await screen.findByText('Please enter your user name')).toBeTruthy();
    expect(await screen.findByText('Please enter your password')).toBeTruthy();
  });

  it('a user name of spaces only counts as missing', async () => {
    await applyLanguage('en_US');
    renderLogin('/login/index?schoolId=demo');
    await userEvent.type(await screen.findByLabelText('User name'), '   ');
    await userEvent.click(submitButton());

    expect(await screen.findByText('Please enter your user name')).toBeTruthy();
  });
});

describe('login page: the school field appears only when no school is known', () => {
  it.each([
    { url: '/login/index', isShown: true },
    { url: '/login/index?redirect=%2Fportal%2Fdemo', isShown: false },
    { url: '/login/index?redirect=%2Fiexam%2Fdemo%2FexamInfo%3FexamId%3D1', isShown: false },
    { url: '/login/index?redirect=%2Fadmin%2Fdemo%2Fexams', isShown: false },
    { url: '/login/index?schoolId=demo', isShown: false },
    { url: '/login/index?redirect=%2F%2Fevil.com%2Fportal%2Fdemo', isShown: true },
  ])('$url shows the school field: $isShown', async ({ url, isShown }) => {
    await applyLanguage('en_US');
    renderLogin(url);
    await screen.findByLabelText('User name');
    expect(screen.queryByLabelText('School ID') !== null).toBe(isShown);
  });
});

describe('login page errors', () => {
  it('a server that cannot be reached shows the translated network error', async () => {
    setApiBaseUrl(UNREACHABLE_SERVER);
    await applyLanguage('en_US');
    renderLogin('/login/index?schoolId=demo');
    await userEvent.type(await screen.findByLabelText('User name'), 'alice');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(submitButton());

    expect(await screen.findByText('Network error; check your connection and try again')).toBeTruthy();
  });
});

describe('login page: staff log in with a one-time code from their exam admin (issue 35)', () => {
  it('the link swaps the password for the code field, and back; both languages', async () => {
    renderLogin('/login/index?schoolId=demo');
    await userEvent.click(
      await screen.findByRole('button', { name: '使用考试管理员提供的一次性登录码登录' }),
    );
    expect(screen.getByLabelText('一次性登录码')).toBeTruthy();
    expect(screen.queryByLabelText('密码')).toBeNull();
    await applyLanguage('en_US');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in with your password' }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByLabelText('One-time code')).toBeNull();
  });

  it('a code the exam admin issued logs the staff member in', async () => {
    const schoolId = inject('schoolId');
    setApiBaseUrl(inject('apiUrl'));
    setApiBearerToken(inject('preview').adminToken);
    const userName = `code-login-${crypto.randomUUID().slice(0, 8)}`;
    const member = await createStaff(schoolId, {
      userName,
      realName: 'Code',
      password: 'long-enough-1',
      role: 'grader',
    });
    const { code } = await issueLoginCode(schoolId, member.userId);
    setApiBearerToken(undefined);
    await applyLanguage('en_US');
    const view = renderLogin(`/login/index?schoolId=${schoolId}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Log in with a one-time code from your exam admin' }),
    );
    await userEvent.click(submitButton());
    expect(await screen.findByText('Please enter the one-time code')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('User name'), userName);
    await userEvent.type(screen.getByLabelText('One-time code'), code.toLowerCase());
    await userEvent.click(submitButton());
    await waitFor(() => expect(view.location().pathname).toBe(`/portal/${schoolId}`));
  }, 60_000);
});
