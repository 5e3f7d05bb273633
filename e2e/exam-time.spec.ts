import { logIn } from './support/demo-school';
import { expect, test } from './support/fixtures';

/**
 * Issue 17 defect 2: with the browser in UTC the portal card showed an exam at 18:47 while its information page
 * showed 02:47 the next day, and no page said which zone it meant. Both now show the exam's wall clock with its zone
 * named, and the candidate's own time beside it.
 */
test.use({ timezoneId: 'UTC' });

test('the portal card and the information page show the same time, the zone named, local time beside it', async ({
  page,
}) => {
  await logIn(page, 'student2');
  const examName = '2026 年秋季 Java 程序设计期末考试';
  const card = page.locator('.ant-card').filter({ hasText: examName });
  const cardText = ((await card.textContent()) ?? '').replace(/\s+/g, ' ');
  const shown = /(\d{4}-\d{2}-\d{2} \d{2}:\d{2})（UTC\+8，本地时间 (\d{4}-\d{2}-\d{2} \d{2}:\d{2})）/.exec(
    cardText,
  );
  expect(shown, cardText).not.toBeNull();
  const [, examClock = '', localClock = ''] = shown ?? [];
  // The demo school's exams are in UTC+8: the candidate's UTC clock is eight hours behind.
  expect(new Date(`${examClock.replace(' ', 'T')}:00+08:00`).getTime()).toBe(
    new Date(`${localClock.replace(' ', 'T')}:00Z`).getTime(),
  );

  await card.getByRole('link', { name: examName }).click();
  await expect(page.getByRole('heading', { name: examName })).toBeVisible();
  const beginRow = page.locator('.ant-descriptions-row', { hasText: '开始时间' });
  await expect(beginRow).toContainText(`${examClock}（UTC+8，本地时间 ${localClock}）`);
});
