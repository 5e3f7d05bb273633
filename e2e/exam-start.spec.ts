import { examIdOf, logIn, settled } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * SPEC §4 start flow on the built app with the demo school: the authorization-code exam (code 246810, read out in
 * the exam room) opens the code modal, refuses a wrong code, and the right one lands on the answer page.
 */
const EXAM_NAME = '信息安全导论随堂考（需授权码）';

const TEXTS = {
  zh_CN: { start: '开始考试', title: '输入授权码', label: '授权码', next: '下一步', wrong: '授权码错误' },
  en_US: {
    start: 'Start exam',
    title: 'Enter the authorization code',
    label: 'Authorization code',
    next: 'Next',
    wrong: 'Incorrect code',
  },
} as const;

// Each language with its own candidate: the first start leaves an attempt running, which would make the second a
// resume without the code.
for (const [language, userName] of [
  ['zh_CN', 'student1'],
  ['en_US', 'student2'],
] as const) {
  test(`${language}: the authorization code modal, a wrong code, then the answer page with an examResultId`, async ({
    page,
  }) => {
    const texts = TEXTS[language];
    await logIn(page, userName);
    const examId = await examIdOf(page, EXAM_NAME);
    await page.goto(`/iexam/demo/examInfo?examId=${examId}&sxz-lang=${language}`);
    await page.getByRole('button', { name: texts.start, exact: true }).click();

    const modal = page
      .locator('.ant-modal')
      .filter({ has: page.locator('.ant-modal-title', { hasText: texts.title }) });
    await expect(modal).toBeVisible();
    const next = modal.getByRole('button', { name: texts.next });
    const input = modal.getByLabel(texts.label);
    // Typed hidden; Next only at exactly 6 characters, and a seventh is not taken (maxLength 6).
    await expect(input).toHaveAttribute('type', 'password');
    await expect(next).toBeDisabled();
    await input.fill('24681');
    await expect(next).toBeDisabled();
    await input.fill('135791');
    await expect(next).toBeEnabled();
    await input.press('End');
    await input.pressSequentially('7');
    await expect(input).toHaveValue('135791');
    await next.click();
    await expect(modal.getByText(texts.wrong)).toBeVisible();
    await expect(page).toHaveURL(/\/iexam\/demo\/examInfo\?/);
    // The eye icon shows the code.
    await modal.locator('.ant-input-password-icon').click();
    await expect(input).toHaveAttribute('type', 'text');
    await saveScreenshot(await settled(page), `exam-start-auth-code-wrong-${language}`);

    await input.fill('246810');
    await saveScreenshot(await settled(page), `exam-start-auth-code-${language}`);
    await next.click();
    await expect(page).toHaveURL(/\/iexam\/demo\/examContent\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('examResultId')).toMatch(/^\d+$/);
    expect(url.searchParams.get('examId')).toBe(String(examId));
    expect(url.searchParams.get('examName')).toBe(EXAM_NAME);
    await page.waitForLoadState('networkidle');
    await saveScreenshot(await settled(page), `exam-start-landed-${language}`);
  });
}
