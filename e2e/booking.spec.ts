import type { Page } from '@playwright/test';
import { examIdOf, logIn, settled } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * SPEC §4 appointment per session on the built app with the demo school (demo/school.yaml): student1 books the first
 * session of the appointment exam with a demo redemption code, sees the places drop, cancels and sees them rise.
 */
const EXAM_NAME = '计算机等级考试（二级）预约场次';

const TEXTS = {
  zh_CN: {
    book: '预约',
    notice: '预约须知',
    toForm: '我已了解，去预约',
    form: '预约场次',
    fields: { 学校: '第一中学', 专业: '计算机科学', 学历: '本科' } as Record<string, string>,
    code: '兑换码',
    submit: '提交预约',
    success: '预约成功',
    successOk: '我知道了',
    places: (n: number) => `剩余名额：${n}`,
    cancel: '取消预约',
    cancelTitle: '取消预约',
    confirmCancel: '确定取消',
    cancelled: '已取消预约',
  },
  en_US: {
    book: 'Book',
    notice: 'Booking notice',
    toForm: 'Understood, book',
    form: 'Book a session',
    fields: { School: 'No. 1 Middle School', Major: 'Computer science', Education: 'Bachelor' } as Record<
      string,
      string
    >,
    code: 'Redemption code',
    submit: 'Book',
    success: 'Booked',
    successOk: 'Got it',
    places: (n: number) => `Places left: ${n}`,
    cancel: 'Cancel booking',
    cancelTitle: 'Cancel the booking',
    confirmCancel: 'Cancel booking',
    cancelled: 'Booking cancelled',
  },
} as const;

/** A modal by its title text (the dialog's own heading). */
const dialog = (page: Page, title: string) =>
  page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

test('student1 books a session with a redemption code, the places drop, cancels, and they rise again', async ({
  page,
}) => {
  await logIn(page);
  const examId = await examIdOf(page, EXAM_NAME);
  const codes = ['DEMO-CODE-0001', 'DEMO-CODE-0002'];

  for (const [index, language] of (['zh_CN', 'en_US'] as const).entries()) {
    const texts = TEXTS[language];
    await page.goto(`/iexam/demo/examInfo?examId=${examId}&sxz-lang=${language}`);
    await expect(page.getByRole('heading', { name: EXAM_NAME })).toBeVisible();
    const status = page.getByTestId('booking-status');
    await expect(status).toContainText(texts.places(30));

    await page.getByRole('button', { name: texts.book, exact: true }).click();
    const notice = dialog(page, texts.notice);
    await expect(notice).toBeVisible();
    await saveScreenshot(await settled(page), `booking-notice-${language}`);
    await notice.getByRole('button', { name: texts.toForm }).click();

    const form = dialog(page, texts.form);
    await expect(form).toBeVisible();
    // Submitting empty shows each placeholder as the error.
    await form.getByRole('button', { name: texts.submit, exact: true }).click();
    await expect(form.locator('.ant-form-item-explain-error').first()).toBeVisible();
    for (const [label, value] of Object.entries(texts.fields)) await form.getByLabel(label).fill(value);
    await form.getByLabel(texts.code).fill(codes[index] ?? '');
    await saveScreenshot(await settled(page), `booking-form-${language}`);
    await form.getByRole('button', { name: texts.submit, exact: true }).click();

    const success = dialog(page, texts.success);
    await expect(success).toBeVisible();
    await expect(status).toContainText(texts.places(29));
    await saveScreenshot(await settled(page), `booking-success-${language}`);
    await success.getByRole('button', { name: texts.successOk }).click();
    await saveScreenshot(await settled(page), `booking-booked-${language}`);

    await status.getByRole('button', { name: texts.cancel }).click();
    const confirm = dialog(page, texts.cancelTitle);
    await expect(confirm).toBeVisible();
    await saveScreenshot(await settled(page), `booking-cancel-confirm-${language}`);
    await confirm.getByRole('button', { name: texts.confirmCancel }).click();
    await expect(page.getByText(texts.cancelled)).toBeVisible();
    await expect(status).toContainText(texts.places(30));
    await expect(page.getByRole('button', { name: texts.book, exact: true })).toBeVisible();
  }
});
