import type { Page } from '@playwright/test';
import { examIdSeenBy } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 7: the demo open-link exam taken from the link to the result without an account (demo/school.yaml:
 * OPEN-DEMO-002 is unchecked, OPEN-DEMO-003 refused). OPEN-DEMO-001 belongs to exam-info.spec.ts.
 */
const EXAM_NAME = '2026 年社会招聘笔试（免登录）';

/** Screenshots once the page is still: no toast, modal or fade left on it. */
async function settledScreenshot(page: Page, name: string) {
  await page.waitForFunction(
    () => !document.querySelector('.ant-modal-mask, [class*="ant-zoom-"], [class*="ant-fade-"]'),
  );
  await saveScreenshot(page, name);
}

test('OPEN-DEMO-002 goes from the link through user-info and confirmation to the result, without an account', async ({
  browser,
  baseURL,
}) => {
  const examId = await examIdSeenBy(baseURL ?? '', EXAM_NAME);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const link = (language: string) =>
    `/iexam/demo/open/examInfo?examId=${examId}&identifyCode=OPEN-DEMO-002&sxz-lang=${language}`;

  // Unchecked: the user-info page, the masked name as the only hint. First in English, with a wrong contact.
  await page.goto(link('en_US'));
  await expect(page).toHaveURL(/\/iexam\/demo\/open\/examUserInfo\?.*identifyCode=OPEN-DEMO-002/);
  await expect(page.getByText('Registered name: 钱*')).toBeVisible();
  await page.getByLabel('Name').fill('钱七');
  await page.getByLabel('Contact').fill('13700000000');
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByText('The name or contact does not match what the school registered')).toBeVisible();
  await settledScreenshot(page, 'open-link-user-info-en_US');

  // In Chinese with the right contact: back on the exam page, which asks for the confirmation first.
  await page.goto(link('zh_CN'));
  await expect(page.getByRole('heading', { name: EXAM_NAME })).toBeVisible();
  await expect(page.getByText('报名姓名：钱*')).toBeVisible();
  await page.getByLabel('姓名').fill('钱七');
  await page.getByLabel('联系方式').fill('137 0000 2222');
  await settledScreenshot(page, 'open-link-user-info-zh_CN');
  await page.getByRole('button', { name: '确认并继续' }).click();
  await expect(page).toHaveURL(/\/iexam\/demo\/open\/examInfo\?.*identifyCode=OPEN-DEMO-002/);
  await expect(page.getByText('参加考试确认')).toBeVisible();
  await expect(page.getByRole('button', { name: '开始考试' })).toHaveCount(0);
  await settledScreenshot(page, 'open-link-confirm-zh_CN');
  await page.goto(link('en_US'));
  await expect(page.getByText('Confirm your participation')).toBeVisible();
  await settledScreenshot(page, 'open-link-confirm-en_US');
  await page.getByRole('button', { name: 'I will take part' }).click();
  await expect(page.getByRole('button', { name: 'Start exam', exact: true })).toBeVisible();
  await settledScreenshot(page, 'open-link-exam-info-en_US');

  // The same start flow and answer page as accounts, with the visitor's token.
  await page.goto(link('zh_CN'));
  await page.getByRole('button', { name: '开始考试', exact: true }).click();
  await expect(page).toHaveURL(/\/iexam\/demo\/examContent\?.*identifyCode=OPEN-DEMO-002/);
  await page.getByRole('radio', { name: '正确' }).check();
  await page.getByRole('button', { name: '下一题' }).click();
  await page.getByRole('radio', { name: /B\.\s*super/ }).check();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await settledScreenshot(page, 'open-link-answer-zh_CN');
  await page.getByRole('button', { name: /^交\s*卷$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('unanswered-numbers')).toHaveText('无');
  await dialog.getByRole('button', { name: '确定交卷' }).click();
  await expect(page.getByText('已交卷', { exact: true }).first()).toBeVisible();
  await settledScreenshot(page, 'open-link-outcome-zh_CN');

  // The result, reached by identifyCode.
  await page.getByRole('link', { name: '查看考试结果' }).click();
  await expect(page).toHaveURL(/\/iexam\/demo\/examResult\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('examId')).toBe(String(examId));
  expect(params.get('examResultId')).toMatch(/^\d+$/);
  expect(params.get('identifyCode')).toBe('OPEN-DEMO-002');
  await expect(page.getByText(EXAM_NAME).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/login\//);
  await expect(page.getByRole('heading', { name: '登录', exact: true })).toHaveCount(0);
  await settledScreenshot(page, 'open-link-result-zh_CN');

  // Back on the exam page the attempt is in the records.
  await page.goto(link('zh_CN'));
  await expect(page.getByText('考试记录')).toBeVisible();
  await expect(page.getByText('暂无考试记录')).toHaveCount(0);
  await settledScreenshot(page, 'open-link-exam-info-zh_CN');
  await context.close();
});

test('OPEN-DEMO-003, refused by the school, lands on the failure page with the school’s reason', async ({
  browser,
  baseURL,
}) => {
  const examId = await examIdSeenBy(baseURL ?? '', EXAM_NAME);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  for (const [language, title] of [
    ['zh_CN', '该考试链接已被拒绝'],
    ['en_US', 'This exam link has been refused'],
  ] as const) {
    await page.goto(
      `/iexam/demo/open/examInfo?examId=${examId}&identifyCode=OPEN-DEMO-003&sxz-lang=${language}`,
    );
    await expect(page).toHaveURL(/\/iexam\/demo\/failure$/);
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(page.getByText('资格审核未通过')).toBeVisible();
    // No exam-scoped token is kept for a refused identity.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `openToken:demo:${examId}`)).toBeNull();
    await settledScreenshot(page, `open-link-refused-${language}`);
  }
  await context.close();
});
