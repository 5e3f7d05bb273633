import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { examIdOf, logIn } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { answerJavaPaper, JAVA_CODE_ANSWER, saveStatus } from './support/java-paper';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 5 answer page on the built app with the demo school: answers of every type saved through the answer save
 * protocol (DESIGN §5), kept while offline, kept in IndexedDB across a reload while saves fail, and all on the
 * server after the hand-in; and an attempt whose time runs out ends handed in.
 *
 * The candidate is student2, not student1: exam-info.spec.ts expects student1 to have no attempt of the Java exam,
 * and an attempt handed in here would show in its records.
 */
const JAVA_EXAM = '2026 年秋季 Java 程序设计期末考试';
const CANDIDATE = 'student2';

/** startExam with the page's cookie, as the start flow does (the same-origin check wants the Origin). */
async function startExam(page: Page, examId: number, baseURL: string): Promise<number> {
  const response = await page.request.post('/api/iexam/userexam/v1/examResults/startExam', {
    headers: { 'x-tenant-id': 'demo', origin: baseURL },
    data: { examId, clientId: 'e2e-start-client' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { examResultId: number } }).data.examResultId;
}

async function storedAnswers(page: Page, examResultId: number) {
  // Without a clientId the details do not take the attempt over.
  const response = await page.request.get(
    `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}`,
    {
      headers: { 'x-tenant-id': 'demo' },
    },
  );
  const body = (await response.json()) as {
    data: {
      status: string;
      subjects: { subjectId: number; position: number }[];
      answers: { subjectId: number; answer: unknown }[];
    };
  };
  const positionOf = new Map(body.data.subjects.map((subject) => [subject.subjectId, subject.position]));
  return {
    status: body.data.status,
    byPosition: new Map(body.data.answers.map((row) => [positionOf.get(row.subjectId), row.answer])),
  };
}

test('answers of every type are saved, kept offline and across a reload, and are all on the server after the hand-in', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await logIn(page, CANDIDATE);
  const examId = await examIdOf(page, JAVA_EXAM);
  const examResultId = await startExam(page, examId, baseURL ?? '');
  const url = `/iexam/demo/examContent?examResultId=${examResultId}&examId=${examId}`;
  await page.goto(url);

  // 1 single, 2 multiple (HTML title), 3 judgement, 4 fill-in (markdown with code), 5 essay (HTML with an image), 6 code.
  await answerJavaPaper(page, {
    atFillIn: async () => {
      await expect(page.locator('.code-block .code-line')).toHaveCount(2);
      await saveScreenshot(page, 'answer-page-fill-in-zh_CN');
    },
  });
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await saveScreenshot(page, 'answer-page-code-zh_CN');

  // Offline: answers keep being taken and the page counts them.
  await context.setOffline(true);
  await page.getByRole('button', { name: /^第 1 题，/ }).click();
  await page.getByRole('radio', { name: /C\.\s*static/ }).check();
  await page.getByRole('button', { name: /^第 5 题，/ }).click();
  await page.getByRole('textbox', { name: '第 5 题 的作答' }).fill('封装、继承、多态：离线时写的。');
  await expect(saveStatus(page)).toHaveText(/2 题未保存（离线）/);
  await expect(page.getByRole('button', { name: '下载我的答案' })).toBeVisible();
  await saveScreenshot(page, 'answer-page-offline-zh_CN');

  // A new tab, with saves failing (the answer endpoint refuses to connect), finds the answers in IndexedDB and shows
  // them as unsaved, never as saved. The first tab stays open, cut off by a route of its own: closing it instead
  // would race its keepalive send on page hide against the offline emulation, which ends with the page.
  await page.route('**/api/iexam/useranswer/v1/answer', (route) => route.abort('connectionrefused'));
  await context.setOffline(false);
  const tab = await context.newPage();
  await tab.route('**/api/iexam/useranswer/v1/answer', (route) => route.abort('connectionrefused'));
  await tab.goto(`${url}&sxz-lang=en_US`);
  await expect(tab.getByRole('radio', { name: /C\.\s*static/ })).toBeChecked();
  await expect(saveStatus(tab)).toHaveText(/2 unsaved/);
  await tab.getByText('Whole paper').click();
  await expect(tab.getByRole('region', { name: /^Question \d$/ })).toHaveCount(6);
  await expect(tab.getByRole('textbox', { name: 'Answer to Question 5' })).toHaveValue(
    '封装、继承、多态：离线时写的。',
  );
  // A flag set in the whole-paper view is marked in the question list.
  const third = tab.getByRole('region', { name: 'Question 3' });
  await third.getByRole('button', { name: 'Flag', exact: true }).click();
  await expect(third.getByRole('button', { name: 'Flag', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    tab
      .getByRole('navigation', { name: 'Questions' })
      .getByRole('button', { name: /^Question 3, .*Flagged$/ }),
  ).toBeVisible();
  await saveScreenshot(tab, 'answer-page-whole-paper-en_US');

  await tab.unroute('**/api/iexam/useranswer/v1/answer');
  await tab.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(saveStatus(tab)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });

  await tab.getByRole('button', { name: 'Hand in' }).click();
  const dialog = tab.getByRole('dialog');
  await expect(dialog.getByTestId('unanswered-numbers')).toHaveText('none');
  await saveScreenshot(tab, 'answer-page-hand-in-en_US');
  await dialog.getByRole('button', { name: 'Hand in' }).click();
  await expect(tab.getByText('Handed in', { exact: true }).first()).toBeVisible();
  // The confirmation's zoom and mask fade out after the hand-in.
  await tab.waitForFunction(
    () => !document.querySelector('.ant-modal-mask, [class*="ant-zoom-"], [class*="ant-fade-"]'),
  );
  await saveScreenshot(tab, 'answer-page-outcome-en_US');

  const stored = await storedAnswers(tab, examResultId);
  expect(stored.status).not.toBe('in_progress');
  expect(Object.fromEntries(stored.byPosition)).toEqual({
    1: 'C',
    2: ['A', 'B', 'D'],
    3: false,
    4: ['1', '3'],
    5: '封装、继承、多态：离线时写的。',
    6: { language: 'python', code: JAVA_CODE_ANSWER },
  });
});

/** A one-minute exam of the demo school, loaded through the admin import (docs/exam-definition.md). */
async function importShortExam(api: APIRequestContext): Promise<void> {
  const login = await api.post('/api/accounts/login', {
    data: { schoolId: 'demo', userName: 'admin', password: 'admin1234' },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const demo = readFileSync(fileURLToPath(new URL('../demo/school.yaml', import.meta.url)), 'utf8');
  // The school block as the demo has it, so the import changes nothing else of the school.
  const school = demo.match(/^school:\n(?: {2}.*\n)+/m)?.[0];
  if (!school) throw new Error('demo/school.yaml has no school block');
  const definition = `${school}
exams:
  - key: e2e-one-minute
    examName: 一分钟限时测验
    beginTime: now-1h
    endTime: now+1d
    examSettingTime: 1
    papers:
      - key: e2e-one-minute-paper
        name: 限时卷
        subjects:
          - { key: t1, subjectType: 3, subjectTitle: 时间到时系统会自动交卷。, correctAnswer: true, score: 100 }
`;
  const response = await api.post('/api/admin/v1/import', {
    headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'demo', 'content-type': 'application/yaml' },
    data: definition,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('when the time runs out the page hands in and the server has the attempt submitted', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const api = await request.newContext({ baseURL });
  await importShortExam(api);
  await api.dispose();

  await logIn(page, CANDIDATE);
  const examId = await examIdOf(page, '一分钟限时测验');
  const examResultId = await startExam(page, examId, baseURL ?? '');
  await page.goto(`/iexam/demo/examContent?examResultId=${examResultId}&examId=${examId}`);
  await expect(page.getByRole('timer')).toHaveText(/^00:0[01]:\d\d$/);
  await saveScreenshot(page, 'answer-page-one-minute-zh_CN');
  await page.getByRole('radio', { name: '正确' }).check();
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });

  await expect(page.getByText('已交卷', { exact: true }).first()).toBeVisible({ timeout: 90_000 });
  await saveScreenshot(page, 'answer-page-time-up-zh_CN');
  const response = await page.request.get(`/api/iexam/useranswer/v1/result/${examResultId}`, {
    headers: { 'x-tenant-id': 'demo' },
  });
  const result = ((await response.json()) as { data: { status: string; submittedAt: string } }).data;
  expect(result.status).not.toBe('in_progress');
  expect(result.submittedAt).not.toBeNull();
  expect((await storedAnswers(page, examResultId)).byPosition.get(1)).toBe(true);
});
