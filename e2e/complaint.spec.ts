import { examIdOf, logIn, TENANT } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * SPEC §2 complaint entry (issue 17 defect 6): 考试申诉 opens the complaint page in a new tab, which names the exam
 * and stores the complaint on the server; the study-centre link is hidden where the school set no address.
 */
test('the complaint entry opens a working complaint page, and no link leads to a missing page', async ({
  page,
}) => {
  await logIn(page, 'student2');
  const examName = '2026 年秋季 Java 程序设计期末考试';
  const examId = await examIdOf(page, examName);
  await page.goto(`/iexam/demo/examInfo?examId=${examId}`);
  await expect(page.getByRole('heading', { name: examName })).toBeVisible();
  // The demo school sets no study-centre address: no link to a page that does not exist.
  await expect(page.getByText('前往学习中心')).toHaveCount(0);

  const [complaintPage] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: '考试申诉' }).click(),
  ]);
  await expect(complaintPage).toHaveURL(/\/complaintReport\/demo\?sxz-lang=zh_CN$/);
  await expect(complaintPage.getByText(examName)).toBeVisible();
  // An empty complaint is not sent.
  await complaintPage.getByRole('button', { name: '提交申诉' }).click();
  await expect(complaintPage.getByText('请填写申诉内容')).toBeVisible();
  await complaintPage.getByLabel('申诉内容').fill('第 3 题的图片无法显示');
  await complaintPage.getByLabel('联系方式（选填）').fill('13800001234');
  await complaintPage.getByRole('button', { name: '提交申诉' }).click();
  await expect(complaintPage.getByText('申诉已提交')).toBeVisible();
  // Listed under my complaints, waiting to be handled.
  await expect(complaintPage.getByText('第 3 题的图片无法显示')).toBeVisible();
  await expect(complaintPage.getByText('待处理').first()).toBeVisible();
  await saveScreenshot(complaintPage, 'complaint-sent');

  const stored = await page.request.get('/api/iexam/complaints', { headers: TENANT });
  const complaints = ((await stored.json()) as { data: { examId: number; text: string }[] }).data;
  expect(complaints).toContainEqual(expect.objectContaining({ examId, text: '第 3 题的图片无法显示' }));
});

test('opened on its own, the complaint page takes a complaint that is not about one exam', async ({
  page,
}) => {
  await logIn(page, 'student2');
  await page.goto('/complaintReport/demo?sxz-lang=en_US');
  await expect(page.getByText('Not about one exam')).toBeVisible();
  await page.getByLabel('Your complaint').fill('The login page did not load on my phone');
  await page.getByRole('button', { name: 'Send the complaint' }).click();
  await expect(page.getByText('Complaint sent')).toBeVisible();

  const stored = await page.request.get('/api/iexam/complaints', { headers: TENANT });
  const complaints = ((await stored.json()) as { data: { examId: number | null; text: string }[] }).data;
  expect(complaints).toContainEqual(
    expect.objectContaining({ examId: null, text: 'The login page did not load on my phone' }),
  );
});
