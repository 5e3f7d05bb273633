import { LANGUAGE_STORAGE_KEY } from '@iexam/domain/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '@/pages/login/login-page';
import { renderRoute } from '@/test/render-app';
import { LanguageSync } from './language-sync';

/** The login page with the app's language sync (what the root route adds to every page), without the lazy routes. */
function renderLoginPage(url: string) {
  return renderRoute(
    <>
      <LanguageSync />
      <LoginPage />
    </>,
    { path: '/login/index', url },
  );
}

const ENGLISH_HEADING = { level: 1, name: 'Log in' };
const CHINESE_HEADING = { level: 1, name: '登录' };

// antd hides the radio input itself; candidates click its label.
async function chooseLanguage(label: string) {
  expect(screen.getByRole('radio', { name: label })).toBeTruthy();
  await userEvent.click(screen.getByText(label));
}

describe('language resolution in the app (SPEC §1)', () => {
  it('sxz-lang=en_US in the address renders the page in English', async () => {
    renderLoginPage('/login/index?sxz-lang=en_US');
    expect(await screen.findByRole('heading', ENGLISH_HEADING)).toBeTruthy();
  });

  it('the stored language is used when the address names none', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en_US');
    renderLoginPage('/login/index');
    expect(await screen.findByRole('heading', ENGLISH_HEADING)).toBeTruthy();
  });

  it('sxz-lang in the address wins over the stored language, and is remembered', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en_US');
    renderLoginPage('/login/index?sxz-lang=zh_CN');
    expect(await screen.findByRole('heading', CHINESE_HEADING)).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh_CN');
  });

  it('the legacy lang parameter of the login redirect is honoured too', async () => {
    renderLoginPage('/login/index?lang=en_US');
    expect(await screen.findByRole('heading', ENGLISH_HEADING)).toBeTruthy();
  });

  it('without a language in the address or storage the page is Chinese and nothing is stored', async () => {
    renderLoginPage('/login/index');
    expect(await screen.findByRole('heading', CHINESE_HEADING)).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('an unknown language in the address falls back to the stored one', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en_US');
    renderLoginPage('/login/index?sxz-lang=fr_FR');
    expect(await screen.findByRole('heading', ENGLISH_HEADING)).toBeTruthy();
  });

  it('switching language stores it, rewrites sxz-lang in the address and switches the dayjs locale', async () => {
    const { location } = renderLoginPage('/login/index?sxz-lang=zh_CN&redirect=%2Fportal%2Fdemo');
    await screen.findByRole('heading', CHINESE_HEADING);

    await chooseLanguage('English');

    expect(await screen.findByRole('heading', ENGLISH_HEADING)).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en_US');
    const params = new URLSearchParams(location().search);
    expect(params.get('sxz-lang')).toBe('en_US');
    expect(params.get('redirect')).toBe('/portal/demo');
    expect(dayjs.locale()).toBe('en');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('switching language without sxz-lang in the address leaves the address alone', async () => {
    const { location } = renderLoginPage('/login/index?schoolId=demo');
    await screen.findByRole('heading', CHINESE_HEADING);

    await chooseLanguage('English');

    expect(await screen.findByRole('heading', ENGLISH_HEADING)).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en_US');
    expect(location().search).toBe('?schoolId=demo');
  });
});
