import type { Request } from '@playwright/test';
import { examIdOf, logIn } from './support/demo-school';
import { expect, test } from './support/fixtures';

/**
 * SPEC §3, §7 analytics hooks in Chromium, under the real Content-Security-Policy (decision 0037): the shipped
 * site-config.json configures nothing, so no report leaves the page; an operator's file with an endpoint gets a page
 * view per route (the path, never the query) and the user of the host portal's user_id cookie.
 */
const JAVA_EXAM = '2026 年秋季 Java 程序设计期末考试';

test('with the shipped configuration no analytics report is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  const config = page.waitForResponse((response) => response.url().endsWith('/site-config.json'));
  await logIn(page);
  expect((await config).status()).toBe(200);
  const examId = await examIdOf(page, JAVA_EXAM);
  await page.goto(`/iexam/demo/examInfo?examId=${examId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The only writes are the login's own.
  expect(posts.filter((path) => !path.startsWith('/api/accounts/'))).toEqual([]);
});

test('with an endpoint configured, page views (path only) and the user_id cookie go to it', async ({
  page,
  context,
  baseURL,
}) => {
  await page.route('**/site-config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ analytics: { endpoint: '/analytics/collect', skipHostnames: [] } }),
    }),
  );
  const reports: unknown[] = [];
  await page.route('**/analytics/collect', async (route) => {
    reports.push(route.request().postDataJSON());
    await route.fulfill({ status: 204 });
  });
  await context.addCookies([{ name: 'user_id', value: 'portal-user-7', url: baseURL ?? '' }]);
  await logIn(page);
  const examId = await examIdOf(page, JAVA_EXAM);
  await page.goto(`/iexam/demo/examInfo?examId=${examId}&sxz-lang=en_US`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => reports)
    .toContainEqual({ type: 'pageView', path: '/iexam/demo/examInfo', userId: 'portal-user-7' });
  expect(reports).toContainEqual({ type: 'userId', userId: 'portal-user-7' });
  expect(JSON.stringify(reports)).not.toContain(`examId=${examId}`);
});
