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

// One test per language, in this order on the same session (each leaves its places as it found them): both in one
// test took most of a test's budget on a loaded machine (issue 36).
for (const [language, code] of [
  ['zh_CN', 'DEMO-CODE-0001'],
  ['en_US', 'DEMO-CODE-0002'],
] as const) {
  test(`${language}: student1 books a session with a redemption code, the places drop, cancels, and they rise again`, async ({
    page,
  }) => {
    await logIn(page);
    const examId = await examIdOf(page, EXAM_NAME);
    const texts = TEXTS[language];
    await page.goto(`/iexam/demo/examInfo?examId=${examId}&sxz-lang=${language}`);
    await expect(page.getByRole('heading', { name: EXAM_NAME })).toBeVisible();
    const status = page.getByTestId('booking-status');
    await expect(status).toContainText(texts.places(30));

    await page.getByRole('button', { name: texts.book, exact: true }).click();
    const notice = dialog(page, texts.notice);
    await expect(notice).toBeVisible();
    if (language === 'zh_CN') {
      // The notice says until when a booking may be cancelled, in the exam's zone, and that a code is good once.
      await expect(
        notice.getByText(/^可取消预约的时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}（UTC\+8.* 至/),
      ).toBeVisible();
      await expect(notice.getByText(/每个兑换码只能使用一次/)).toBeVisible();
    }
    await saveScreenshot(await settled(page), `booking-notice-${language}`);
    await notice.getByRole('button', { name: texts.toForm }).click();

    const form = dialog(page, texts.form);
    await expect(form).toBeVisible();
    const errors = form.locator('.ant-form-item-explain-error');
    if (language === 'zh_CN') {
      // The name comes from the account and may be changed.
      await expect(form.getByLabel('姓名')).toHaveValue('张三');
      // Submitting empty (spaces are empty) shows each placeholder as the error.
      await form.getByLabel('学校').fill('   ');
      await form.getByRole('button', { name: texts.submit, exact: true }).click();
      for (const error of ['请输入学校名称', '请输入专业', '请输入学历', '请输入兑换码'])
        await expect(errors.filter({ hasText: error })).toBeVisible();
      // The lengths.
      await form.getByLabel('学校').fill('一'.repeat(21));
      await form.getByLabel('专业').fill('二'.repeat(31));
      await form.getByLabel('学历').fill('三'.repeat(21));
      for (const error of ['学校名称不能超过 20 个字', '专业不能超过 30 个字', '学历不能超过 20 个字'])
        await expect(errors.filter({ hasText: error })).toBeVisible();
    } else {
      // Submitting empty shows each placeholder as the error.
      await form.getByRole('button', { name: texts.submit, exact: true }).click();
      await expect(errors.first()).toBeVisible();
    }
    // Surrounding spaces are trimmed before the server sees them (it would refuse an unknown code otherwise).
    for (const [label, value] of Object.entries(texts.fields))
      await form.getByLabel(label).fill(` ${value}  `);
    await form.getByLabel(texts.code).fill(`  ${code} `);
    await saveScreenshot(await settled(page), `booking-form-${language}`);
    await form.getByRole('button', { name: texts.submit, exact: true }).click();

    const success = dialog(page, texts.success);
    await expect(success).toBeVisible();
    await expect(status).toContainText(texts.places(29));
    if (language === 'zh_CN') {
      await expect(success.getByText(/^您已成功预约“.+”，考试将于 .+ 开始，请按时参加。$/)).toBeVisible();
      await expect(status).toContainText('已预约本场次');
    }
    await saveScreenshot(await settled(page), `booking-success-${language}`);
    await success.getByRole('button', { name: texts.successOk }).click();
    await saveScreenshot(await settled(page), `booking-booked-${language}`);

    await status.getByRole('button', { name: texts.cancel }).click();
    const confirm = dialog(page, texts.cancelTitle);
    await expect(confirm).toBeVisible();
    // The code wording: the redemption code comes back.
    if (language === 'zh_CN')
      await expect(confirm.getByText(/您使用的兑换码将退回，可再次用于预约。$/)).toBeVisible();
    await saveScreenshot(await settled(page), `booking-cancel-confirm-${language}`);
    await confirm.getByRole('button', { name: texts.confirmCancel }).click();
    await expect(page.getByText(texts.cancelled)).toBeVisible();
    await expect(status).toContainText(texts.places(30));
    await expect(page.getByRole('button', { name: texts.book, exact: true })).toBeVisible();
  });
}
