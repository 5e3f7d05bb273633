import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/** The language catalogues a page fetched, in order (each is a chunk of its own, named after its file). */
function watchCatalogues(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(zh_CN|en_US)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) fetched.push(name);
  });
  return fetched;
}

test('a demo candidate logs in, sees the exam list, and switches the language', async ({ page }) => {
  // Issue 22: a page load carries one catalogue, the one it shows; the other is fetched when chosen.
  const catalogues = watchCatalogues(page);
  await page.goto('/portal/demo');
  // Not logged in: the portal sends the candidate to the login page and back afterwards.
  await expect(page).toHaveURL(/\/login\/index\?redirect=%2Fportal%2Fdemo/);
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await saveScreenshot(page, 'login-zh_CN');

  await page.getByLabel('用户名').fill('student1');
  await page.getByLabel('密码').fill('demo1234');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();

  await expect(page).toHaveURL(/\/portal\/demo$/);
  await expect(page.getByRole('heading', { name: '我的考试' })).toBeVisible();
  const examLinks = page.locator('a[href*="/iexam/demo/examInfo?examId="]');
  await expect(examLinks.first()).toBeVisible();
  expect(await examLinks.count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByText('进行中').first()).toBeVisible();
  await saveScreenshot(page, 'portal-zh_CN');

  expect(catalogues).toEqual(['zh_CN']);
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'My exams' })).toBeVisible();
  expect(catalogues).toEqual(['zh_CN', 'en_US']);
  await expect(page.getByText('In progress').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en_US');
  await saveScreenshot(page, 'portal-en_US');

  // The choice is kept across a reload, and sxz-lang in the address wins over it.
  catalogues.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My exams' })).toBeVisible();
  expect(catalogues).toEqual(['en_US']);
  await page.goto('/portal/demo?sxz-lang=zh_CN');
  await expect(page.getByRole('heading', { name: '我的考试' })).toBeVisible();
});

test.describe('without the service worker, which would answer the second fetch from its cache unseen', () => {
  test.use({ serviceWorkers: 'block' });

  test('a catalogue that fails to arrive is fetched again, and the page then shows its texts', async ({
    page,
  }) => {
    let fetches = 0;
    await page.route(/\/assets\/zh_CN-[\w-]+\.js$/, (route) => {
      fetches += 1;
      return fetches === 1 ? route.abort() : route.continue();
    });
    await page.goto('/login/index?redirect=%2Fportal%2Fdemo');
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
    expect(fetches).toBe(2);
  });
});

test('a wrong password shows the translated error and stays on the login page', async ({ page }) => {
  await page.goto('/login/index?redirect=%2Fportal%2Fdemo&sxz-lang=en_US');
  await page.getByLabel('User name').fill('student1');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Wrong user name or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/index/);
  await saveScreenshot(page, 'login-error-en_US');
});
