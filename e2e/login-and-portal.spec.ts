import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

test('a demo candidate logs in, sees the exam list, and switches the language', async ({ page }) => {
  await page.goto('/portal/demo');
  // Not logged in: the portal sends the candidate to the login page and back afterwards.
  await expect(page).toHaveURL(/\/login\/index\?redirect=%2Fportal%2Fdemo/);
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await saveScreenshot(page, 'login-zh_CN');

  await page.getByLabel('用户名').fill('student1');
  await page.getByLabel('密码').fill('demo1234');
  await page.getByRole('button', { name: /登\s*录/ }).click();

  await expect(page).toHaveURL(/\/portal\/demo$/);
  await expect(page.getByRole('heading', { name: '我的考试' })).toBeVisible();
  const examLinks = page.locator('a[href*="/iexam/demo/examInfo?examId="]');
  await expect(examLinks.first()).toBeVisible();
  expect(await examLinks.count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByText('进行中').first()).toBeVisible();
  await saveScreenshot(page, 'portal-zh_CN');

  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'My exams' })).toBeVisible();
  await expect(page.getByText('In progress').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en_US');
  await saveScreenshot(page, 'portal-en_US');

  // The choice is kept across a reload, and sxz-lang in the address wins over it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My exams' })).toBeVisible();
  await page.goto('/portal/demo?sxz-lang=zh_CN');
  await expect(page.getByRole('heading', { name: '我的考试' })).toBeVisible();
});

test('a wrong password shows the translated error and stays on the login page', async ({ page }) => {
  await page.goto('/login/index?redirect=%2Fportal%2Fdemo&sxz-lang=en_US');
  await page.getByLabel('User name').fill('student1');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Wrong user name or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/index/);
  await saveScreenshot(page, 'login-error-en_US');
});
