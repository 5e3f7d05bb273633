import type { Page } from '@playwright/test';
import { examIdOf, logIn } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveStatus } from './support/java-paper';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 22: the network drops and the candidate reloads the answer page. The service worker serves the app's own
 * files, the page its candidate's last copy of the paper (lib/offline-copy.ts), and the answers queued in IndexedDB
 * show as unsaved; they reach the server when the network returns.
 *
 * The candidate is student4, who takes only the code exam elsewhere (code-judge.spec.ts); the attempt is handed in at
 * the end, so no running attempt is left to change another spec's start.
 */
const JAVA_EXAM = '2026 年秋季 Java 程序设计期末考试';

async function serverAnswers(page: Page, examResultId: number) {
  const response = await page.request.get(
    `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}`,
    { headers: { 'x-tenant-id': 'demo' } },
  );
  const body = (await response.json()) as {
    data: {
      subjects: { subjectId: number; position: number }[];
      answers: { subjectId: number; answer: unknown }[];
    };
  };
  const positionOf = new Map(body.data.subjects.map((subject) => [subject.subjectId, subject.position]));
  return new Map(body.data.answers.map((row) => [positionOf.get(row.subjectId), row.answer]));
}

test('an answer page reloaded without a network shows the paper and the queued answers, and sends them when the network returns', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'student4');
  const examId = await examIdOf(page, JAVA_EXAM);
  const started = await page.request.post('/api/iexam/userexam/v1/examResults/startExam', {
    headers: { 'x-tenant-id': 'demo', origin: baseURL ?? '' },
    data: { examId, clientId: 'e2e-offline-start' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { examResultId } = ((await started.json()) as { data: { examResultId: number } }).data;
  await page.goto(`/iexam/demo/examContent?examResultId=${examResultId}&examId=${examId}`);

  await page.getByRole('radio', { name: /C\.\s*static/ }).check();
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  // The worker takes the page over once installed; from then on it keeps what the page loads.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('radio', { name: /C\.\s*static/ })).toBeChecked({ timeout: 15_000 });
  await page.getByRole('button', { name: /^第 3 题，/ }).click();
  await page.getByRole('radio', { name: '正确' }).check();
  await expect(saveStatus(page)).toHaveText(/1 题未保存（离线）/);
  await saveScreenshot(page, 'answer-page-reloaded-offline-zh_CN');

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });
  const stored = await serverAnswers(page, examResultId);
  expect(stored.get(1)).toBe('C');
  expect(stored.get(3)).toBe(true);

  // The hand-in confirmation lists the questions left unanswered; the candidate goes back to the paper.
  await page.getByRole('button', { name: /^交\s*卷$/ }).click();
  const confirm = page.getByRole('dialog', { name: '确定要交卷吗？' });
  await expect(confirm.getByTestId('unanswered-numbers')).toHaveText('2, 4, 5, 6');
  await confirm.getByRole('button', { name: '继续答题' }).click();
  await expect(confirm).toBeHidden();

  // Handed in as the page's own client (the tab took the attempt over when it loaded it).
  const clientId = await page.evaluate(() => sessionStorage.getItem('iexamClientId'));
  const handedIn = await page.request.post('/api/iexam/sso/v1/doExam', {
    headers: { 'x-tenant-id': 'demo', origin: baseURL ?? '' },
    data: { examResultId, clientId, isTimeUp: false },
  });
  expect(handedIn.ok(), await handedIn.text()).toBe(true);
});
