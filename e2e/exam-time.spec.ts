import { examIdOf, logIn, TENANT } from './support/demo-school';
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

/** yyyy-MM-dd HH:mm of an instant at a whole-hour offset, written here again so the page is checked, not reused. */
const clockAt = (iso: string, offsetHours: number) =>
  new Date(new Date(iso).getTime() + offsetHours * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Issue 42: the result page showed "开始答题 23:01" for an attempt started at 15:01 on the candidate's clock, with no
 * zone. Attempt times are at +8 (SPEC §9) and say so, with the candidate's own time beside them; the records list's
 * dates say their zone; a complaint's time is on the candidate's clock, its zone named.
 */
test('the records list, the result page and the complaint page name the zone of each time', async ({
  page,
  baseURL,
}) => {
  await logIn(page, 'student7');
  const examName = '2026 年秋季 Java 程序设计期末考试';
  const examId = await examIdOf(page, examName);
  const headers = { ...TENANT, origin: baseURL ?? '' };
  const started = await page.request.post('/api/iexam/userexam/v1/examResults/startExam', {
    headers,
    data: { examId, clientId: 'e2e-exam-time' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { examResultId } = ((await started.json()) as { data: { examResultId: number } }).data;
  const handIn = await page.request.post('/api/iexam/sso/v1/doExam', { headers, data: { examResultId } });
  expect(handIn.ok(), await handIn.text()).toBe(true);
  const records = await page.request.get(`/api/iexam/userexam/v1/examResults/records?examId=${examId}`, {
    headers: TENANT,
  });
  const { startAnswerTime } = (
    (await records.json()) as { data: { records: { examResultId: number; startAnswerTime: string }[] } }
  ).data.records.find((record) => record.examResultId === examResultId) ?? { startAnswerTime: '' };

  await page.goto(`/iexam/demo/examInfo?examId=${examId}`);
  const [examDate, localDate] = [clockAt(startAnswerTime, 8), clockAt(startAnswerTime, 0)].map((clock) =>
    clock.slice(0, 10),
  );
  await expect(page.getByRole('list', { name: '考试记录' })).toContainText(
    examDate === localDate ? `${examDate}（UTC+8）` : `${examDate}（UTC+8，本地时间 ${localDate}）`,
  );

  await page.goto(`/iexam/demo/examResult?examId=${examId}&examResultId=${examResultId}`);
  const startedAt = page.locator('.ant-descriptions-item', { hasText: '开始答题' });
  await expect(startedAt).toContainText(
    `${clockAt(startAnswerTime, 8)}（UTC+8，本地时间 ${clockAt(startAnswerTime, 0)}）`,
  );
  await expect(page.locator('.ant-descriptions-item', { hasText: '交卷时间' })).toContainText(
    /\d{4}-\d{2}-\d{2} \d{2}:\d{2}（UTC\+8，本地时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}）/,
  );

  const sent = await page.request.post('/api/iexam/complaints', {
    headers,
    data: { text: '交卷时间显示不对' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { submittedAt } = ((await sent.json()) as { data: { submittedAt: string } }).data;
  await page.goto('/complaintReport/demo?sxz-lang=zh_CN');
  await expect(page.locator('.ant-list-item', { hasText: '交卷时间显示不对' })).toContainText(
    `${clockAt(submittedAt, 0)}（UTC）`,
  );
});
