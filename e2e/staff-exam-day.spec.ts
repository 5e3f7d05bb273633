import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations } from './support/axe';
import { logInToConsole } from './support/console';
import { examIdOf, logIn, settled } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 21 "Done when", on the built app with the demo school: a proctor watches student5 start the monitored exam
 * and gives 5 minutes (the candidate's countdown moves); two leaves of the page hand the attempt in and the proctor
 * reopens it; the candidate hands in; the grader grades the essay; the admin releases the results and downloads the
 * XLSX, which holds the right score.
 */
const EXAM = '数据结构期中考试（在线监考演示）';
const CANDIDATE = { userName: 'student5', password: 'demo1234', realName: '周航' };

/** A console of its own (another person at another computer), logged in as the demo account. */
async function consoleOf(
  browser: Browser,
  baseURL: string,
  path: string,
  userName: string,
  password: string,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logInToConsole(page, path, { userName, password });
  return page;
}

/** The candidate's remaining time in seconds, read from the answer page's timer (HH:MM:SS). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer', { name: '剩余时间' }).textContent()) ?? '';
  const [hours = 0, minutes = 0, seconds = 0] = text.trim().split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

/**
 * The candidate goes to another tab and comes back: the page hidden beyond the 200 ms grace (decision 0053). A
 * headless page is never hidden, so it is told so; e2e/leave-headed.spec.ts leaves a headed one for real.
 */
async function toAnotherTabAndBack(page: Page) {
  await page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(600);
  await page.evaluate(() => {
    Reflect.deleteProperty(document, 'visibilityState');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
}

/** Picks one of the row's actions in the live monitor, fills its number fields and confirms it with a reason. */
async function act(proctor: Page, action: string, reason: string, fill: Record<string, string> = {}) {
  await proctor.getByRole('button', { name: `Actions for ${CANDIDATE.realName}` }).click();
  await proctor.getByRole('menuitem', { name: action }).click();
  const dialog = proctor.getByRole('dialog', { name: `${action} · ${CANDIDATE.realName}` });
  for (const [label, value] of Object.entries(fill))
    await dialog.getByRole('spinbutton', { name: new RegExp(label) }).fill(value);
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** The candidate's row of the monitor shows a state (the monitor refreshes every 5 s by itself). */
async function expectRowState(proctor: Page, state: string) {
  const row = proctor.getByRole('row').filter({ hasText: CANDIDATE.realName });
  await expect(row.getByText(state, { exact: true })).toBeVisible({ timeout: 15_000 });
}

test('exam day: a proctor gives extra time and reopens a leave-limit hand-in, a grader grades, the admin releases and exports', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  if (!baseURL) throw new Error('the e2e config sets a baseURL');

  // The proctor opens the live monitor of the exam before the candidate starts.
  const proctor = await consoleOf(browser, baseURL, '/admin/demo/monitor', 'proctor', 'proctor1234');
  await proctor.getByRole('link', { name: `Monitor: ${EXAM}` }).click();
  // A public exam: nobody is listed before they book or start.
  await expect(proctor.getByRole('row').filter({ hasText: CANDIDATE.realName })).toHaveCount(0);

  // The candidate starts: the notice (leaves are counted), then the answer page.
  await logIn(page, CANDIDATE.userName, CANDIDATE.password);
  const examId = await examIdOf(page, EXAM);
  await page.goto(`/iexam/demo/examInfo?examId=${examId}`);
  await page.getByRole('button', { name: '开始考试', exact: true }).click();
  const notice = page.getByRole('dialog', { name: '考试须知' });
  await notice.getByRole('checkbox', { name: '我已阅读并遵守考试须知' }).check();
  await notice.getByRole('button', { name: '开始考试', exact: true }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/iexam\/demo\/examContent\?/, { timeout: 20_000 });
  await page.getByRole('radio', { name: /^B\./ }).check();

  // The proctor sees the start, and gives 5 minutes; the candidate's countdown follows with the reason.
  await expectRowState(proctor, 'In progress');
  await expectNoAxeViolations(proctor, 'the live monitor');
  await saveScreenshot(await settled(proctor), 'console-monitor-en_US');
  const before = await secondsLeft(page);
  await act(proctor, 'Extra time', 'Network trouble in room 3', { Minutes: '5' });
  await expect(
    page.getByText('监考老师为你延长了 5 分钟作答时间（原因：Network trouble in room 3）').first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  expect(await secondsLeft(page)).toBeGreaterThan(before + 240);

  // One leave: the proctor sees it counted and resets the count, which asks for a reason first.
  await toAnotherTabAndBack(page);
  const leaves = (count: number) =>
    proctor.getByRole('button', { name: new RegExp(`^Leave times of ${CANDIDATE.realName}: ${count}\\b`) });
  await expect(leaves(1)).toBeVisible({ timeout: 15_000 });
  await proctor.getByRole('button', { name: `Actions for ${CANDIDATE.realName}` }).click();
  await proctor.getByRole('menuitem', { name: 'Reset leave count' }).click();
  const reset = proctor.getByRole('dialog', { name: `Reset leave count · ${CANDIDATE.realName}` });
  await expect(reset.getByText(/now 1/)).toBeVisible();
  await reset.getByRole('button', { name: 'Confirm' }).click();
  await expect(reset.getByText('Give a reason')).toBeVisible();
  await reset.getByLabel('Reason').fill('Escorted to the bathroom');
  await reset.getByRole('button', { name: 'Confirm' }).click();
  await expect(proctor.getByText('Leave count reset')).toBeVisible();
  await expect(leaves(0)).toBeVisible({ timeout: 15_000 });

  // Leaving the page more often than allowed (2) hands the attempt in.
  const outcome = page.getByRole('heading', { level: 1, name: '已交卷' });
  for (let leave = 0; leave < 4 && !(await outcome.isVisible()); leave += 1) {
    await toAnotherTabAndBack(page);
    await page.waitForTimeout(600);
  }
  await expect(outcome).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('离开考试页面的次数超过上限，系统自动交卷')).toBeVisible();

  // The proctor sees it handed in (graded at once: the essay was left empty) and reopens it; the candidate
  // continues from the information page, writes the essay and hands in.
  await expectRowState(proctor, 'Graded');
  await act(proctor, 'Reopen', 'The leaves were a fire drill');
  await expectRowState(proctor, 'In progress');
  await page.goto(`/iexam/demo/examInfo?examId=${examId}`);
  await page.getByRole('button', { name: '继续考试', exact: true }).click();
  await expect(page).toHaveURL(/\/iexam\/demo\/examContent\?/, { timeout: 20_000 });
  const reopened = page.getByRole('alert').filter({ hasText: '作答已重新开放' });
  await expect(reopened).toContainText('The leaves were a fire drill', { timeout: 30_000 });
  await reopened.getByRole('button', { name: /close|关闭/i }).click({ timeout: 10_000 });
  await expect(page.getByRole('radio', { name: /^B\./ })).toBeChecked();
  await page.getByRole('button', { name: '下一题' }).click();
  await page
    .getByRole('textbox', { name: '第 2 题 的作答' })
    .fill('选一个基准，把小的放左边、大的放右边，再分别排序两边。');
  await page.getByRole('button', { name: /^交\s*卷$/ }).click();
  await page
    .getByRole('dialog', { name: '确定要交卷吗？' })
    .getByRole('button', { name: '确定交卷' })
    .click();
  await expect(outcome).toBeVisible({ timeout: 20_000 });
  await expectRowState(proctor, 'Grading');

  // The grader grades the essay, anonymously, by question.
  const grader = await consoleOf(browser, baseURL, '/admin/demo/grading', 'grader', 'grader1234');
  await grader.getByRole('link', { name: EXAM }).click();
  await grader.getByRole('link', { name: 'Grade m2' }).click();
  await expect(grader.getByRole('heading', { name: '#1' })).toBeVisible();
  await expect(grader.getByText(CANDIDATE.realName)).toHaveCount(0);
  await expectNoAxeViolations(grader, 'grading by question');
  await grader.getByLabel('Score (0 to 60)').fill('50');
  await grader.getByRole('button', { name: 'Save and next' }).click();
  await expect(grader.getByText('1 / 1 graded')).toBeVisible();

  // The admin releases the results and downloads them as XLSX: 40 for the choice, 50 for the essay.
  const admin = await consoleOf(browser, baseURL, '/admin/demo/results', 'admin', 'admin1234');
  await admin.getByRole('link', { name: `Open results: ${EXAM}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/demo/results/${examId}$`));
  // The cards, the table, the per-question statistics, and export links straight to the stream.
  await expect(admin.getByTestId('results-attempts')).toHaveText(/Attempts\s*\d+/);
  await expect(admin.getByTestId('results-passRate')).toContainText('Pass rate');
  await expect(
    admin.getByRole('region', { name: 'Results' }).getByRole('row').filter({ hasText: CANDIDATE.userName }),
  ).toBeVisible();
  await expect(
    admin
      .getByRole('region', { name: 'Per-question statistics' })
      .getByRole('cell', { name: 'm2', exact: true }),
  ).toBeVisible();
  await expect(admin.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
    'href',
    `/api/admin/v1/exams/${examId}/results/export?format=csv&answers=false&tenant_id=demo`,
  );
  await admin.getByRole('checkbox', { name: 'With answers' }).check();
  await expect(admin.getByRole('link', { name: /Download XLSX/ })).toHaveAttribute(
    'href',
    /format=xlsx&answers=true/,
  );
  await admin.getByRole('checkbox', { name: 'With answers' }).uncheck();
  // Release asks first; cancelled, nothing is sent.
  await expect(admin.getByTestId('release-state')).toHaveText('Now: Not announced');
  await admin.getByRole('radio', { name: 'Score and pass/fail' }).check();
  await admin.getByRole('button', { name: 'Release', exact: true }).click();
  await expect(admin.getByText('Release the results with this setting?')).toBeVisible();
  await admin.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(admin.getByText('Release the results with this setting?')).toBeHidden();
  await expect(admin.getByTestId('release-state')).toHaveText('Now: Not announced');
  await admin.getByRole('button', { name: 'Release', exact: true }).click();
  await admin.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(admin.getByTestId('release-state')).toHaveText('Now: Announced (Score and pass/fail)');
  await expectNoAxeViolations(admin, 'the results');
  await saveScreenshot(await settled(admin), 'console-results-en_US');
  const download = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Download XLSX' }).click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the XLSX has no sheet');
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const row = sheet
    .getRows(2, sheet.rowCount - 1)
    ?.find((candidate) => (candidate.values as unknown[]).includes(CANDIDATE.userName));
  if (!row) throw new Error(`the XLSX has no row of ${CANDIDATE.userName}`);
  expect(Number(row.getCell(header.indexOf('score')).value)).toBe(90);

  // The candidate's record shows the result now that it is announced (flag 3 hid it until the release).
  await page.goto(`/iexam/demo/examInfo?examId=${examId}`);
  await expect(page.getByRole('button', { name: /90 分 通过/ })).toBeVisible();
});
