import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { logInToConsole } from './support/console';
import { examIdSeenBy, settled } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 40: a link generated in the console can be used. Staff generate one in the exam's link panel, copy it from
 * the list of links made, and a visitor without an account (a browser context of their own) opens it, gives what
 * the page asks and reaches the exam's start; the list then shows what the link records and that it was used. The
 * links are new ones of the demo open-link exam, so the demo's own OPEN-DEMO codes stay as other specs expect them.
 */
const EXAM_NAME = '2026 年社会招聘笔试（免登录）';

/** Logs the demo admin in to the console at the demo open-link exam; answers its id. */
async function adminAtTheExam(page: Page, baseURL: string | undefined) {
  const examId = await examIdSeenBy(baseURL ?? '', EXAM_NAME);
  await logInToConsole(page, `/admin/demo/exams/${examId}`);
  return examId;
}

/** The link panel of the demo open-link exam in the console, in `language`. */
async function openLinkPanel(page: Page, examId: number, language: 'en_US' | 'zh_CN') {
  await page.goto(`/admin/demo/exams/${examId}?sxz-lang=${language}`);
  await page
    .getByRole('tab', { name: language === 'en_US' ? 'Open links & codes' : '开放链接与兑换码' })
    .click();
  return page.getByRole('region', { name: language === 'en_US' ? 'Open links made' : '已生成的开放链接' });
}

/** Generates links as the form stands, then copies the newest from the list of links made, by its button. */
async function generateAndCopy(page: Page, list: Locator, words: { generate: string; copy: string }) {
  const newest = list.locator('tbody tr').first();
  const before = /identifyCode=([\w-]+)/.exec((await newest.textContent()) ?? '')?.[1] ?? 'none';
  await page.getByRole('button', { name: words.generate }).click();
  // The list is read again after the generation: the new link comes first.
  await expect(newest).not.toContainText(`identifyCode=${before}`);
  await newest.getByRole('button', { name: words.copy }).click();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/iexam\/demo\/open\/examInfo\?examId=\d+&identifyCode=OPEN-[A-Z2-9]{12}$/);
  await expect(newest).toContainText(new URL(url).searchParams.get('identifyCode') ?? 'none');
  return { url, newest };
}

/** A visitor with no account: a fresh context on the link. */
async function visitorOn(context: BrowserContext, url: string, language: string) {
  const visitor = await context.newPage();
  await visitor.goto(`${url}&sxz-lang=${language}`);
  await expect(visitor).toHaveURL(/\/iexam\/demo\/open\/examUserInfo\?/);
  return visitor;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
});

test('en_US: a generated link asks its visitor for a name and contact to keep, and lets them reach the start', async ({
  page,
  browser,
  baseURL,
}) => {
  const examId = await adminAtTheExam(page, baseURL);
  const list = await openLinkPanel(page, examId, 'en_US');
  // What the generator asks for, and what it tells staff their visitors will be asked.
  await expect(page.getByLabel('How many').last()).toBeVisible();
  await expect(page.getByLabel('Session key')).toBeVisible();
  await expect(page.getByLabel('Name prefix')).toBeVisible();
  await expect(page.getByText(/which its visitor must type\.$/)).toBeVisible();
  await expect(
    page.getByText(/Generated links record no contact, and a name only with a name prefix\.$/),
  ).toBeVisible();
  // The links made before are listed: the demo's imported ones with what they record.
  await expect(list.getByRole('row').filter({ hasText: 'OPEN-DEMO-003' })).toContainText(
    '孙八13700003333Refused by the school',
  );

  await page.getByLabel('How many').last().fill('1');
  const { url, newest } = await generateAndCopy(page, list, {
    generate: 'Generate links',
    copy: 'Copy link',
  });
  await expect(page.getByText('Open links generated: 1')).toBeVisible();
  await expect(newest.getByText('Given by the visitor')).toHaveCount(2);
  await expect(newest).toContainText('Not yet');
  await saveScreenshot(await settled(page), 'open-link-generated-console-en_US');

  const context = await browser.newContext({ baseURL });
  const visitor = await visitorOn(context, url, 'en_US');
  await expect(
    visitor.getByText('Please give your name and contact: the school keeps them with this link.'),
  ).toBeVisible();
  await expect(visitor.getByText('Your full name, as the school should record it')).toBeVisible();
  await expect(visitor.getByText('A mobile number or email where the school can reach you')).toBeVisible();
  await expect(visitor.getByText(/^Registered name/)).toHaveCount(0);
  await visitor.getByLabel('Name').fill('Ann Lee');
  await visitor.getByLabel('Contact').fill('ann.lee@example.com');
  await saveScreenshot(visitor, 'open-link-generated-user-info-en_US');
  await visitor.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(visitor).toHaveURL(/\/iexam\/demo\/open\/examInfo\?/);
  await visitor.getByRole('button', { name: 'I will take part' }).click();
  await expect(visitor.getByRole('button', { name: 'Start exam', exact: true })).toBeEnabled();
  await context.close();

  // The list now shows what the visitor gave, kept with the link, and that it was used.
  await page.reload();
  await page.getByRole('tab', { name: 'Open links & codes' }).click();
  await expect(list.locator('tbody tr').first()).toContainText(
    'Ann Leeann.lee@example.comEntered; attempts: 0',
  );
});

test('zh_CN: a link named by a prefix asks for that name to match and a contact to keep', async ({
  page,
  browser,
  baseURL,
}) => {
  const examId = await adminAtTheExam(page, baseURL);
  const list = await openLinkPanel(page, examId, 'zh_CN');
  await expect(page.getByText(/考生须输入该姓名。$/)).toBeVisible();
  await page.getByLabel('数量').last().fill('1');
  await page.getByLabel('姓名前缀').fill('座位 ');
  const { url, newest } = await generateAndCopy(page, list, { generate: '生成开放链接', copy: '复制链接' });
  await expect(newest).toContainText('座位 1');
  await expect(newest.getByText('由考生填写')).toHaveCount(1);
  await expect(newest).toContainText('未使用');
  await saveScreenshot(await settled(page), 'open-link-generated-console-zh_CN');

  const context = await browser.newContext({ baseURL });
  const visitor = await visitorOn(context, url, 'zh_CN');
  await expect(visitor.getByText(/请核对学校为此链接登记的信息并填写其余信息/)).toBeVisible();
  await expect(visitor.getByText('报名姓名：座***')).toBeVisible();
  await expect(visitor.getByText('学校能联系到您的手机号或邮箱')).toBeVisible();
  await visitor.getByLabel('姓名').fill('王五');
  await visitor.getByLabel('联系方式').fill('13800001234');
  await visitor.getByRole('button', { name: '确认并继续' }).click();
  await expect(visitor.getByText('姓名或联系方式与报名信息不一致')).toBeVisible();
  await saveScreenshot(visitor, 'open-link-generated-user-info-zh_CN');
  await visitor.getByLabel('姓名').fill('座位 1');
  await visitor.getByRole('button', { name: '确认并继续' }).click();
  await expect(visitor.getByText('参加考试确认')).toBeVisible();
  await visitor.getByRole('button', { name: '确认参加' }).click();
  await expect(visitor.getByRole('button', { name: '开始考试', exact: true })).toBeEnabled();
  await context.close();
});

test("the console's link panel has no axe violations at 390 px, in both languages", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const examId = await adminAtTheExam(page, baseURL);
  for (const language of ['en_US', 'zh_CN'] as const) {
    const list = await openLinkPanel(page, examId, language);
    await expect(list.locator('tbody tr').first()).toBeVisible();
    await expectNoAxeViolations(page, `the link panel at 390 px, ${language}`);
    await saveScreenshot(page, `open-link-generated-panel-390-${language}`);
  }
});
