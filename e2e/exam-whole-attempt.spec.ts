import type { Page } from '@playwright/test';
import { examIdOf, logIn, settled, TENANT } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { answerJavaPaper, JAVA_CODE_ANSWER, saveStatus } from './support/java-paper';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 5, a whole exam in one go on the built app with the demo school: the notice (15 s countdown and the must-read
 * box), the authorization code, answers of every subject type, answering on while offline, back online and a reload
 * mid-exam, offline again with the queue flushing once the connection is back, the hand-in, and every answer on the server.
 *
 * The candidate is student3, whom no other spec uses: a running attempt elsewhere would turn this start into the
 * multiple-exam confirmation, and exam-info.spec.ts expects student1 to have no attempt of the rehearsal exam.
 */
const REHEARSAL = '期末考试全流程演练（须知 + 授权码）';
const AUTH_CODE = '135790';

const question = (page: Page, number: number) =>
  page.getByRole('button', { name: new RegExp(`^第 ${number} 题，`) }).click();

/** The attempt as the server holds it, answers by question position (no clientId: nothing is taken over). */
async function storedAnswers(page: Page, examResultId: number) {
  const response = await page.request.get(
    `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}`,
    { headers: TENANT },
  );
  const { data } = (await response.json()) as {
    data: {
      status: string;
      subjects: { subjectId: number; position: number }[];
      answers: { subjectId: number; answer: unknown }[];
    };
  };
  const positionOf = new Map(data.subjects.map((subject) => [subject.subjectId, subject.position]));
  return {
    status: data.status,
    byPosition: Object.fromEntries(data.answers.map((row) => [positionOf.get(row.subjectId), row.answer])),
  };
}

test('notice, authorization code, every subject type, offline, back online, reload, offline again, hand-in: all on the server', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await logIn(page, 'student3');
  const examId = await examIdOf(page, REHEARSAL);
  // The notice's countdown runs on the page's clock, which the test holds (DESIGN §7): it moves only when told to,
  // however long a loaded machine takes between two steps.
  await page.clock.install();
  await page.goto(`/iexam/demo/examInfo?examId=${examId}`);
  const startButton = page.getByRole('button', { name: '开始考试', exact: true });
  await expect(startButton).toBeVisible();
  // Held from a little after the server's now (its Date header; the page's clock started at the same now).
  const serverNow = new Date((await page.request.get('/healthz')).headers().date ?? '').getTime();
  await page.clock.pauseAt(serverNow + 2000);
  await startButton.click();
  // The modal's opening motion, a second of the page's time.
  await page.clock.runFor(1000);

  // SPEC §4 step 2 and §5: OK needs the countdown over and the box ticked.
  const notice = page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title', { hasText: '考试须知' }) });
  await expect(notice.getByText('演练与正式考试流程相同：请阅读须知，输入授权码后作答。')).toBeVisible();
  await expect(notice.getByRole('timer')).toHaveText(/^请仔细阅读考试须知，1[0-5] 秒后可开始考试$/);
  const counting = notice.getByRole('button', { name: /^开始考试（\d+s）$/ });
  await expect(counting).toBeVisible();
  const agree = notice.getByRole('checkbox', { name: '我已阅读并遵守考试须知' });
  await agree.check();
  const notRead = page.locator('.ant-message').getByText('请先阅读考试须知并勾选“我已阅读”');
  // Ticked while the countdown runs: 'not read'. The button is aria-disabled, which Playwright would wait out; the
  // candidate may click it all the same to learn what is missing.
  await counting.click({ force: true });
  await expect(notRead).toBeVisible();
  // The countdown over but the box not ticked: 'not read' again (the first toast, 3 s long, has gone by then).
  await agree.uncheck();
  await page.clock.runFor(15_000);
  const ok = notice.getByRole('button', { name: '开始考试', exact: true });
  await expect(ok).toBeVisible();
  await expect(notRead).toHaveCount(0);
  await ok.click({ force: true });
  await expect(notRead).toBeVisible();
  await expect(page).toHaveURL(/\/iexam\/demo\/examInfo\?/);
  // Both: the flow goes on, and the page's time flows again.
  await agree.check();
  await page.clock.resume();
  // Only with the page's time flowing: settled() waits for the modal's motion, which a paused clock never ends.
  await saveScreenshot(await settled(page), 'whole-attempt-notice-zh_CN');
  await ok.click();

  // SPEC §4 step 3: the authorization code, exactly 6 characters.
  const codeModal = page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title', { hasText: '输入授权码' }) });
  await codeModal.getByLabel('授权码').fill(AUTH_CODE);
  await codeModal.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/iexam\/demo\/examContent\?/);
  const examResultId = Number(new URL(page.url()).searchParams.get('examResultId'));
  expect(examResultId).toBeGreaterThan(0);
  expect(new URL(page.url()).searchParams.get('examName')).toBe(REHEARSAL);
  // The tab's client id, which its saves carry (DESIGN §5).
  expect(await page.evaluate(() => sessionStorage.getItem('iexamClientId'))).toMatch(/^[0-9a-f-]{32,36}$/);

  // The exam asks for the watermark (isAllowWatermark 1 in demo/school.yaml): the candidate's name over the page.
  await expect(page.getByTestId('exam-watermark')).toHaveAttribute('data-text', /赵敏/);

  await answerJavaPaper(page);
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await saveScreenshot(page, 'whole-attempt-answer-page-zh_CN');

  // Offline: the page keeps taking answers and counts the unsaved ones.
  await context.setOffline(true);
  await question(page, 1);
  await page.getByRole('radio', { name: /C\.\s*static/ }).check();
  await question(page, 5);
  await page.getByRole('textbox', { name: '第 5 题 的作答' }).fill('离线时写的答案。');
  await expect(saveStatus(page)).toHaveText(/2 题未保存（离线）/);
  await saveScreenshot(page, 'whole-attempt-offline-zh_CN');

  // Back online, the page is reloaded mid-exam. Whatever carries the offline answers to the server first (the queue's
  // flush on reconnect or its keepalive send on page hide), the reloaded page shows them, and the server has them.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('radio', { name: /C\.\s*static/ })).toBeChecked();
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await question(page, 5);
  await expect(page.getByRole('textbox', { name: '第 5 题 的作答' })).toHaveValue('离线时写的答案。');
  await expect.poll(async () => (await storedAnswers(page, examResultId)).byPosition[1]).toBe('C');

  // Offline again after the reload: one more answer joins the queue.
  await context.setOffline(true);
  await question(page, 4);
  await page.getByRole('textbox', { name: '第 4 题 第 2 空' }).fill('三');
  await expect(saveStatus(page)).toHaveText(/1 题未保存（离线）/);
  await saveScreenshot(page, 'whole-attempt-reloaded-offline-zh_CN');

  // Back online: the queue flushes.
  await context.setOffline(false);
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });

  // The same attempt in English (a navigation, not a start: the page resumes from the server).
  await page.goto(`/iexam/demo/examContent?examResultId=${examResultId}&examId=${examId}&sxz-lang=en_US`);
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await page.getByText('Whole paper').click();
  await expect(page.getByRole('textbox', { name: 'Answer to Question 5' })).toHaveValue('离线时写的答案。');
  await saveScreenshot(page, 'whole-attempt-answer-page-en_US');

  await page.getByRole('button', { name: 'Hand in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('unanswered-numbers')).toHaveText('none');
  await dialog.getByRole('button', { name: 'Hand in' }).click();
  await expect(page.getByText('Handed in', { exact: true }).first()).toBeVisible();
  await saveScreenshot(await settled(page), 'whole-attempt-outcome-en_US');

  const stored = await storedAnswers(page, examResultId);
  expect(stored.status).not.toBe('in_progress');
  expect(stored.byPosition).toEqual({
    1: 'C',
    2: ['A', 'B', 'D'],
    3: false,
    4: ['1', '三'],
    5: '离线时写的答案。',
    6: { language: 'python', code: JAVA_CODE_ANSWER },
  });
});
