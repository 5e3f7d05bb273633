import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setApiBaseUrl } from '@/api/client';
import { applyLanguage } from '@/i18n';
import { renderRoute } from '@/test/render-route';
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
    await userEvent.click(await screen.findByRole('button', { name: /登\s?录/ }));

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
