import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { examIdSeenBy, logIn, settled } from './support/demo-school';
import { appReady, expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 42: the buttons that close the tab, and the missing examId that closes it after 2 s (SPEC §2, §5). Chromium
 * lets a script close only a tab a script opened, or one with nothing to go back to; in the rest (a link the
 * candidate followed in the same tab) window.close() does nothing, and the page must say what to do instead.
 */
const OPEN_EXAM = '2026 年社会招聘笔试（免登录）';
const TEXTS = {
  zh_CN: {
    exit: /^退\s*出$/,
    closePage: '关闭页面',
    close: /^关\s*闭$/,
    told: '请手动关闭此页面',
    how: '浏览器不允许网页自行关闭此标签页。请在浏览器中关闭它（电脑上按 Ctrl+W，Mac 上按 ⌘W）。',
    ok: '知道了',
    examIdMissing: '缺少考试编号。请关闭此页面，或回到学校首页。',
    toPortal: '回到学校首页',
    takePart: '确认参加',
    start: '开始考试',
  },
  en_US: {
    exit: 'Exit',
    closePage: 'Close page',
    close: 'Close',
    told: 'Close this tab yourself',
    how: 'The browser does not let the page close this tab. Close it in the browser (Ctrl+W on a computer, ⌘W on a Mac).',
    ok: 'OK',
    examIdMissing: "The exam id is missing. Close this page, or go back to the school's portal.",
    toPortal: "Back to the school's portal",
    takePart: 'I will take part',
    start: 'Start exam',
  },
} as const;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Clicks a closing button in a tab Chromium will not let the page close: the page says how to close it instead. */
async function expectToldHowToClose(page: Page, button: RegExp | string, language: keyof typeof TEXTS) {
  const texts = TEXTS[language];
  await page.getByRole('button', { name: button, exact: true }).click();
  const told = page.getByRole('dialog', { name: texts.told });
  await expect(told).toContainText(texts.how);
  expect(page.isClosed()).toBe(false);
  return told;
}

for (const language of ['zh_CN', 'en_US'] as const) {
  test(`a tab Chromium will not let the page close says how to close it: 退出, 关闭页面, the redirect page's 关闭 (${language})`, async ({
    page,
    baseURL,
  }) => {
    const texts = TEXTS[language];
    const examId = await examIdSeenBy(baseURL ?? '', OPEN_EXAM);
    // A page before it in the tab: the candidate followed a link, no script opened the tab.
    await page.goto(`/redirect?url=https%3A%2F%2Fwww.example.com%2F&sxz-lang=${language}`);
    await page.goto(
      `/iexam/demo/open/examInfo?examId=${examId}&identifyCode=OPEN-DEMO-004&sxz-lang=${language}`,
    );
    // The school's notice, answered once for the code (by whichever language runs first).
    const takePart = page.getByRole('button', { name: texts.takePart });
    const heading = page.getByRole('heading', { name: OPEN_EXAM });
    await expect(takePart.or(page.getByRole('button', { name: texts.start, exact: true }))).toBeVisible();
    if (await takePart.isVisible()) await takePart.click();
    await expect(heading).toBeVisible();

    // The open variant's exit, in its header.
    const told = await expectToldHowToClose(page, texts.exit, language);
    await saveScreenshot(await settled(page), `close-tab-refused-${language}-1280`);
    await expectNoAxeViolations(page, `the exit's refusal (${language})`);
    await page.setViewportSize(PHONE);
    await saveScreenshot(await settled(page), `close-tab-refused-${language}-390`);
    await told.getByRole('button', { name: texts.ok }).click();
    await expect(told).toBeHidden();
    await page.setViewportSize(DESKTOP);

    // The entry-mode prompt's close.
    const toldAgain = await expectToldHowToClose(page, texts.closePage, language);
    await toldAgain.getByRole('button', { name: texts.ok }).click();
    await expect(toldAgain).toBeHidden();

    // The redirect page's close.
    await page.goto(`/redirect?url=https%3A%2F%2Fwww.example.com%2F&sxz-lang=${language}`);
    await expectToldHowToClose(page, texts.close, language);
    await page.setViewportSize(PHONE);
    await saveScreenshot(await settled(page), `close-tab-redirect-refused-${language}-390`);
  });
}

test('a missing examId: the tab stays, and after 2 s the page says to close it or go to the portal (SPEC §5)', async ({
  page,
}) => {
  await logIn(page);
  await page.clock.install();
  await page.goto('/iexam/demo/examInfo?sxz-lang=en_US');
  await expect(page.getByText('The exam id is missing; this page will close')).toBeVisible();
  await page.clock.runFor(2500);
  await expect(page.getByText(TEXTS.en_US.examIdMissing)).toBeVisible();
  await expect(page.getByRole('link', { name: TEXTS.en_US.toPortal })).toHaveAttribute(
    'href',
    '/portal/demo',
  );
  await saveScreenshot(page, 'close-tab-exam-id-missing-en_US-1280');
});

test('a tab a script opened closes: the redirect page of an exam link (SPEC §5)', async ({ page }) => {
  await page.goto('/redirect?url=https%3A%2F%2Fwww.example.com%2F');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(() => {
      window.open('/redirect?url=https%3A%2F%2Fwww.example.com%2F', '_blank');
    }),
  ]);
  await appReady(popup);
  await Promise.all([
    popup.waitForEvent('close'),
    // The click closes the page it was made on: nothing to wait for after it (it once failed in CI waiting).
    popup.getByRole('button', { name: TEXTS.zh_CN.close }).click({ noWaitAfter: true }),
  ]);
});
