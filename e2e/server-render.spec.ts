import type { Page } from '@playwright/test';
import { examIdOf, logIn, TENANT } from './support/demo-school';
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
  // Titled by the server too, before any script (issue 42: every page was "iExam").
  await expect(serverPage).toHaveTitle(`${EXAM} - 考试详情 - iExam`);
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

interface HeldAttempt {
  subjects: { subjectId: number; position: number }[];
  answers: { subjectId: number; answer: unknown }[];
}

/** The attempt as the server holds it (without a clientId the details take nothing over). */
async function heldAttempt(page: Page, examResultId: number): Promise<HeldAttempt> {
  const response = await page.request.get(
    `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}`,
    {
      headers: TENANT,
    },
  );
  return ((await response.json()) as { data: HeldAttempt }).data;
}

/** The first question's answer saved as another tab of the candidate would: the HTTP status and the envelope's code. */
async function saveFromTab(
  page: Page,
  baseURL: string,
  examResultId: number,
  clientId: string,
  answer: string,
  seq: number,
) {
  const { subjects } = await heldAttempt(page, examResultId);
  const first = subjects.reduce((a, b) => (b.position < a.position ? b : a));
  const response = await page.request.post('/api/iexam/useranswer/v1/answer', {
    headers: { ...TENANT, origin: baseURL },
    data: { examResultId, clientId, answers: [{ subjectId: first.subjectId, answer, seq }] },
  });
  return { status: response.status(), code: ((await response.json()) as { code: number }).code };
}

/**
 * Issue 22: the answer page arrives drawn by the server (exam name, countdown, the first question with the saved
 * answer), from a read that takes nothing over; the tab takes the attempt over with its own read once the app is
 * live, and takes no answer before. Answers queued unsaved in this browser leave the page to the browser. Handed in,
 * the attempt's result page arrives drawn too.
 */
test('the answer page, then the result page, are drawn by the server; the tab takes the attempt over before it takes an answer', async ({
  browser,
  page,
  baseURL,
}) => {
  // student5 sits another exam in staff-exam-day.spec.ts; nothing else looks at its attempts of the Java exam.
  await logIn(page, 'student5');
  const examId = await examIdOf(page, EXAM);
  const started = await page.request.post('/api/iexam/userexam/v1/examResults/startExam', {
    headers: { ...TENANT, origin: baseURL ?? '' },
    data: { examId, clientId: 'e2e-other-tab-1' },
  });
  const { examResultId } = ((await started.json()) as { data: { examResultId: number } }).data;
  const path = `/iexam/demo/examContent?examResultId=${examResultId}&examId=${examId}`;
  const cookies = await page.context().cookies();
  expect(await saveFromTab(page, baseURL ?? '', examResultId, 'e2e-other-tab-1', 'A', 1)).toEqual({
    status: 200,
    code: 200,
  });

  const bare = await browser.newContext({ ...PHONE, javaScriptEnabled: false, serviceWorkers: 'block' });
  await bare.addCookies(cookies);
  const serverPage = await bare.newPage();
  await serverPage.goto(path);
  await expect(serverPage.getByRole('heading', { level: 1, name: EXAM })).toBeVisible();
  await expect(serverPage.getByText('Java 中用于定义常量的关键字是？')).toBeVisible();
  await expect(serverPage.getByRole('radio', { name: /A\. const/ })).toBeChecked();
  // Not live yet: nothing on it can be used.
  await expect(serverPage.locator('[aria-busy="true"][inert]')).toHaveCount(1);
  const questionBox = (target: Page) => target.getByRole('region', { name: '第 1 题' }).boundingBox();
  const serverQuestionBox = await questionBox(serverPage);
  await saveScreenshot(serverPage, 'server-render-answer-page-no-script');
  await bare.close();
  // The server's read took nothing over: the other tab still holds the attempt.
  expect(await saveFromTab(page, baseURL ?? '', examResultId, 'e2e-other-tab-1', 'C', 2)).toEqual({
    status: 200,
    code: 200,
  });

  const live = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await live.addCookies(cookies);
  // Neither page is drawn again by the browser: React takes the server's markup over as it is (boot.tsx warns if not).
  const warnings: string[] = [];
  live.on('console', (message) => {
    if (message.text().startsWith('hydration:')) warnings.push(message.text());
  });
  const appPage = await live.newPage();
  const polls: string[] = [];
  appPage.on('request', (request) => {
    if (request.url().includes('/attemptState/')) polls.push(request.url());
  });
  await appPage.goto(path);
  await expect(appPage.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(appPage.getByRole('radio', { name: /C\. static/ })).toBeChecked();
  // The server's render read the attempt's state with the page: the page polls it a poll's interval (15 s) later, not
  // at load. Read as the page is live: a slow run could reach the next poll by the end of the steps below.
  expect(polls).toEqual([]);
  // Laid out with the route's own styles from the start: the question does not move when the app takes over.
  expect(await questionBox(appPage)).toEqual(serverQuestionBox);
  await appPage.getByRole('radio', { name: /B\. final/ }).click();
  const storedAnswers = async () => (await heldAttempt(page, examResultId)).answers.map((row) => row.answer);
  await expect.poll(storedAnswers).toEqual(['B']);
  // This tab holds it now: the other tab's next save is refused.
  expect(await saveFromTab(page, baseURL ?? '', examResultId, 'e2e-other-tab-1', 'D', 9)).toEqual({
    status: 409,
    code: 6103,
  });

  // Handed in, its result page is drawn by the server too, and stays where it was drawn once the app is live.
  const handedIn = await page.request.post('/api/iexam/sso/v1/doExam', {
    headers: { ...TENANT, origin: baseURL ?? '' },
    // Without a client id: the tab that holds the attempt is the page's.
    data: { examResultId, isTimeUp: false },
  });
  expect(handedIn.ok(), await handedIn.text()).toBe(true);
  const resultPath = `/iexam/demo/examResult?examId=${examId}&examResultId=${examResultId}`;
  const summaryBox = (target: Page) => target.getByRole('heading', { level: 1, name: EXAM }).boundingBox();
  const bareResult = await browser.newContext({
    ...PHONE,
    javaScriptEnabled: false,
    serviceWorkers: 'block',
  });
  await bareResult.addCookies(cookies);
  const serverResult = await bareResult.newPage();
  await serverResult.goto(resultPath);
  await expect(serverResult.getByText('得分')).toBeVisible();
  await expect(serverResult.getByRole('region', { name: '能力分析' })).toBeVisible();
  const serverSummaryBox = await summaryBox(serverResult);
  await saveScreenshot(serverResult, 'server-render-result-page-no-script');
  await bareResult.close();
  const liveResult = await live.newPage();
  await liveResult.goto(resultPath);
  await expect(liveResult.getByRole('img', { name: /能力/ })).toBeVisible();
  expect(await summaryBox(liveResult)).toEqual(serverSummaryBox);
  expect(warnings).toEqual([]);

  // Answers queued here unsaved: the server leaves the page to the browser (the plain shell, no drawn question).
  await live.addCookies([{ name: `iexam-unsaved-${examResultId}`, value: '1', url: baseURL ?? '' }]);
  const shell = await live.request.get(path, { headers: { accept: 'text/html' } });
  const html = await shell.text();
  expect(html).not.toContain('iexam-server-render');
  expect(html).not.toContain('Java 中用于定义常量的关键字是？');
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
