import { examIdOf, logIn } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

const EXAM = '2026 年秋季 Java 程序设计期末考试';
const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
};

/**
 * Issue 22: the information page arrives drawn by the server (exam name, times, start button) and the app then takes
 * it over without drawing it differently; the layout a phone gets from the server is the phone's.
 */
test('the information page is drawn by the server, at a phone size, and hydrates without moving', async ({
  browser,
  page,
}) => {
  await logIn(page);
  const examId = await examIdOf(page, EXAM);
  const path = `/iexam/demo/examInfo?examId=${examId}`;
  const cookies = await page.context().cookies();

  // Without any script: what the server sent is the page.
  const bare = await browser.newContext({ ...PHONE, javaScriptEnabled: false, serviceWorkers: 'block' });
  await bare.addCookies(cookies);
  const serverPage = await bare.newPage();
  const response = await serverPage.goto(path);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(serverPage.getByRole('heading', { level: 1, name: EXAM })).toBeVisible();
  await expect(serverPage.getByRole('button', { name: /开始考试|继续考试/ })).toBeVisible();
  const serverTitleBox = await serverPage.getByRole('heading', { level: 1, name: EXAM }).boundingBox();
  await saveScreenshot(serverPage, 'server-render-phone-no-script');
  await bare.close();

  // With the app: the same page at the same place, and it works (the language switch redraws it in English).
  const live = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await live.addCookies(cookies);
  const appPage = await live.newPage();
  const warnings: string[] = [];
  appPage.on('console', (message) => {
    if (message.text().startsWith('hydration:')) warnings.push(message.text());
  });
  await appPage.goto(path);
  // Hydrated: React has taken the server's heading over (its fiber is on the element).
  await appPage.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
  const titleBox = await appPage.getByRole('heading', { level: 1, name: EXAM }).boundingBox();
  expect(titleBox?.y).toBeCloseTo(serverTitleBox?.y ?? Number.NaN, 0);
  expect(titleBox?.height).toBeCloseTo(serverTitleBox?.height ?? Number.NaN, 0);
  await appPage.getByText('English', { exact: true }).click();
  await expect(appPage.getByRole('button', { name: /Start|Resume/ })).toBeVisible();
  expect(warnings).toEqual([]);
  await live.close();
});

test('a visitor without a session gets the page drawn as loading, then the login page', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/iexam/demo/examInfo?examId=1');
  await expect(page).toHaveURL(/\/login\/index\?redirect=/);
  await context.close();
});
