import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { choose } from './support/console';
import { settled } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 40, as a school's staff meet it in the console (zh_CN): an exam made without a paper cannot be published;
 * pressing 发布 lists what a candidate would miss, and once it is added the console asks before publishing.
 */
const EXAM_KEY = 'publish-check-e2e';
const EXAM_NAME = '发布检查考试';

/** The demo admin, logged in through the console's own redirect, in Chinese. */
async function logInToConsoleInChinese(page: Page) {
  await page.goto('/admin/demo/exams?sxz-lang=zh_CN');
  await expect(page).toHaveURL(/\/login\/index\?redirect=/);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('admin1234');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '考试' })).toBeVisible();
}

/** Presses 发布 on the exam's row of the exams list; the dialog it opens. */
async function pressPublish(page: Page) {
  await page.getByRole('menuitem', { name: /考试/ }).first().click();
  const row = page.getByRole('row').filter({ hasText: EXAM_KEY });
  await expect(row).toContainText('未发布');
  await row.getByRole('button', { name: /^发\s*布$/ }).click();
  return page.getByRole('dialog', { name: `发布考试：${EXAM_NAME}` });
}

test('an exam without a paper: publishing names what is missing; once added, it asks and publishes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInToConsoleInChinese(page);
  await page.getByRole('button', { name: '新建考试' }).click();
  await page.getByLabel('标识', { exact: true }).fill(EXAM_KEY);
  await page.getByLabel('考试名称').fill(EXAM_NAME);
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page).toHaveURL(/\/admin\/demo\/exams\/\d+$/);

  // What is missing, in words, and no way to publish until it is there.
  const refused = await pressPublish(page);
  await expect(refused.getByRole('alert')).toContainText('考试还缺少考生开考所需的内容，暂不能发布');
  await expect(refused.getByRole('listitem')).toHaveText([
    'papers: 考试还没有试卷：考生开考后将没有题目可答',
  ]);
  await expect(refused.getByRole('button', { name: '确定发布' })).toBeDisabled();
  await expectNoAxeViolations(page, 'the publish check, refused');
  await saveScreenshot(await settled(page), 'publish-check-refused-zh_CN');

  // The way to the editor: a paper of one question worth the whole paper score (100).
  await refused.getByRole('link', { name: '去编辑考试，补齐缺少的内容' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `编辑考试：${EXAM_NAME}` })).toBeVisible();
  await page.getByRole('tab', { name: '试卷' }).click();
  await page.getByRole('button', { name: '添加试卷' }).click();
  await choose(page, page, '新题题型', '判断题');
  await page.getByRole('button', { name: '添加题目' }).click();
  const question = page.locator('.ant-card-small').filter({ has: page.getByText(/^第 1 题 · 判断题/) });
  await question.getByLabel('题干').fill('地球绕太阳公转。');
  await question.getByLabel('分值').fill('100');
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('已保存')).toBeVisible();

  // Now the console asks, and publishes on the answer.
  const asked = await pressPublish(page);
  await expect(asked).toContainText('发布后，受邀的考生就能看到并开始这场考试。确定发布吗？');
  await expect(asked.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the publish confirmation');
  await saveScreenshot(await settled(page), 'publish-check-confirm-zh_CN');
  await asked.getByRole('button', { name: '确定发布' }).click();
  await expect(asked).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: EXAM_KEY })).toContainText('已发布');
});
