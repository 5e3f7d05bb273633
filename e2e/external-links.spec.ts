import type { Browser, Page } from '@playwright/test';
import { examIdOf, logIn } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

/**
 * SPEC §5, §8 links in what exam staff wrote (the demo's Java exam links its exam guide in the introduction): in a
 * browser another site opens through the redirect page in a new tab; in the desktop client it is refused with
 * enterExamPage.notSupportLink, shown for 2 seconds.
 */
const JAVA_EXAM = '2026 年秋季 Java 程序设计期末考试';
const GUIDE = 'https://www.example.com/exam-guide';

const TEXTS = {
  zh_CN: {
    guide: '考试指南',
    leaving: '即将离开考试平台',
    goOn: '继续访问',
    refused: '考试客户端内不支持打开外部链接',
  },
  en_US: {
    guide: '考试指南',
    leaving: 'You are leaving the exam platform',
    goOn: 'Continue to the site',
    refused: 'Links to other sites cannot be opened in the exam client',
  },
} as const;

async function openIntroduction(page: Page, language: keyof typeof TEXTS) {
  await logIn(page);
  const examId = await examIdOf(page, JAVA_EXAM);
  await page.goto(`/iexam/demo/examInfo?examId=${examId}&sxz-lang=${language}`);
  // The guide's name is what staff wrote, in Chinese on both pages.
  const link = page.getByRole('link', { name: TEXTS[language].guide });
  await expect(link).toBeVisible();
  return link;
}

async function clientPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 iExamClient/3.2.0`,
  });
  return { context, page: await context.newPage() };
}

for (const language of ['zh_CN', 'en_US'] as const) {
  test(`in a browser a link to another site opens the redirect page in a new tab (${language})`, async ({
    page,
  }) => {
    const link = await openIntroduction(page, language);
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(popup).toHaveURL(`/redirect?url=${encodeURIComponent(GUIDE)}`);
    await expect(popup.getByRole('heading', { level: 1, name: TEXTS[language].leaving })).toBeVisible();
    await expect(popup.getByText(GUIDE, { exact: true })).toBeVisible();
    const goOn = popup.getByRole('link', { name: TEXTS[language].goOn });
    await expect(goOn).toHaveAttribute('href', GUIDE);
    await expect(goOn).toHaveAttribute('rel', 'noopener noreferrer');
    // The exam page is not the opener of the redirect page (noopener).
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await saveScreenshot(popup, `redirect-page-desktop-${language}`);
    await popup.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(popup, `redirect-page-phone-${language}`);
  });

  test(`in the desktop client a link to another site is refused with a 2 s warning (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await clientPage(browser, baseURL);
    try {
      const link = await openIntroduction(page, language);
      const popups: Page[] = [];
      context.on('page', (opened) => popups.push(opened));
      await link.click();
      const warning = page.getByText(TEXTS[language].refused);
      await expect(warning).toBeVisible();
      await expect
        .poll(() => warning.evaluate((element) => element.getBoundingClientRect().top))
        .toBeGreaterThan(0);
      await saveScreenshot(page, `not-support-link-${language}`);
      // Gone after its 2 seconds (and the toast's fade); the page stayed where it was, and no tab opened.
      await expect(warning).toBeHidden({ timeout: 4000 });
      expect(page.url()).toContain('/iexam/demo/examInfo');
      expect(popups).toEqual([]);
      // The same on a phone-sized window.
      await page.setViewportSize({ width: 390, height: 844 });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(warning).toBeVisible();
      // The toast slides in from above the window: the picture is taken once it is in.
      await expect
        .poll(() => warning.evaluate((element) => element.getBoundingClientRect().top))
        .toBeGreaterThan(0);
      await page.screenshot({ path: `${SCREENSHOTS}not-support-link-phone-${language}.png` });
      expect(popups).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
