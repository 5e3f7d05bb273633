import { type APIRequestContext, type Browser, request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { logInToConsole } from './support/console';
import { TENANT } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 40, "wrong results, silently", on the built app: a grader's score box saves exactly what it shows (a score
 * over the points is refused where it is typed, nothing saved; one typed with the keyboard is saved as typed), and
 * the admin's audit log shows each grade old → new. The exam, its candidate's attempt and the grader are this
 * spec's own, made through the admin API, so no other spec's demo accounts are touched.
 */
const EXAM = '评分精确性验收（一题 25 分）';
const GRADER = { userName: 'e2e-exact-grader', password: 'exact-grader-1234' };

/** An exam of one essay worth 25 points, whose one attempt waits for a grade (docs/exam-definition.md). */
const definition = {
  school: { id: 'demo', name: '示范学校' },
  users: [{ userName: 'e2e-exact-candidate', password: 'demo1234', realName: '精确评分考生' }],
  exams: [
    {
      key: 'e2e-grading-exact',
      examName: EXAM,
      beginTime: 'now-1d',
      endTime: 'now+2d',
      examSettingTime: 30,
      paperScore: 25,
      passScore: 15,
      papers: [
        {
          key: 'e2e-exact-paper',
          name: '论述卷',
          subjects: [
            { key: 'essay', subjectType: 6, subjectTitle: '论述：为什么成绩必须可审计？', score: 25 },
          ],
        },
      ],
      attempts: [
        {
          key: 'e2e-exact-attempt',
          user: 'e2e-exact-candidate',
          paper: 'e2e-exact-paper',
          startAnswerTime: 'now-3h',
          submittedAt: 'now-150m',
          status: 'grading',
          score: 0,
          answers: { essay: { answer: '因为每一次改分都应当有据可查。' } },
        },
      ],
    },
  ],
};

/** Imports the exam as the demo admin and makes the spec's grader, assigned to it; the attempt's id. */
async function prepareExam(api: APIRequestContext): Promise<number> {
  const login = await api.post('/api/accounts/login', {
    data: { schoolId: 'demo', userName: 'admin', password: 'admin1234' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { ...TENANT, authorization: `Bearer ${token}` };
  const read = async <T>(path: string) => {
    const response = await api.get(`/api/admin/v1/${path}`, { headers });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const imported = await api.post('/api/admin/v1/import', { headers, data: definition });
  expect(imported.ok(), await imported.text()).toBe(true);
  const exams = await read<{ examId: number; examName: string }[]>('grading/exams');
  const examId = exams.find((exam) => exam.examName === EXAM)?.examId;
  const [question] = await read<{ subjectId: number }[]>(`grading/exams/${examId}/questions`);
  const [answer] = await read<{ examResultId: number }[]>(
    `grading/exams/${examId}/questions/${question?.subjectId}/answers`,
  );
  const made = await api.post('/api/admin/v1/staff', {
    headers,
    data: { ...GRADER, realName: '精确阅卷员', role: 'grader' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { userId } = ((await made.json()) as { data: { userId: number } }).data;
  const assigned = await api.put(`/api/admin/v1/staff/${userId}/assignments`, {
    headers,
    data: { assignments: [{ examId }] },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  if (!answer) throw new Error('the imported attempt has no essay to grade');
  return answer.examResultId;
}

/** A console of its own (another person at another computer), logged in. */
async function consoleOf(browser: Browser, baseURL: string, path: string, account?: typeof GRADER) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logInToConsole(page, path, account);
  return page;
}

test('a score over the points is refused at the box and not saved; one typed with the keyboard is saved exactly, and the audit log shows each grade old → new', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('the e2e config sets a baseURL');
  const api = await request.newContext({ baseURL });
  const examResultId = await prepareExam(api);
  await api.dispose();

  const grader = await consoleOf(browser, baseURL, '/admin/demo/grading', GRADER);
  await grader.getByRole('link', { name: EXAM }).click();
  await grader.getByRole('link', { name: 'Grade essay' }).click();
  await expect(grader.getByRole('heading', { level: 2, name: '#1' })).toBeVisible();
  const score = grader.getByLabel('Score (0 to 25)');

  // 30 with the digit shortcut (typed on the page, not in the box): both digits land, Enter refuses it there.
  await grader.keyboard.type('30');
  await expect(score).toBeFocused();
  await expect(score).toHaveValue('30');
  await grader.keyboard.press('Enter');
  await expect(grader.getByRole('alert')).toHaveText('at most 25');
  await expect(score).toHaveAttribute('aria-invalid', 'true');
  await expect(score).toHaveValue('30');
  await expect(grader.getByText('0 / 1 graded')).toBeVisible();
  await expectNoAxeViolations(grader, 'the grading screen with a refused score');
  await saveScreenshot(grader, 'grading-exact-refused-en_US');

  // 24.5 with the keyboard: saved as typed.
  await grader.keyboard.press('ControlOrMeta+A');
  await grader.keyboard.type('24.5');
  await grader.keyboard.press('Enter');
  await expect(grader.getByText('1 / 1 graded')).toBeVisible();
  await expect(grader.getByText(/graded by 精确阅卷员: 24\.5/)).toBeVisible();
  await expect(grader.getByRole('alert')).toHaveCount(0);

  // A correction: the digit shortcut puts 20 in place of the 24.5 shown.
  await grader.getByRole('heading', { level: 1 }).click();
  await grader.keyboard.type('20');
  await expect(score).toHaveValue('20');
  await grader.keyboard.press('Enter');
  await expect(grader.getByText(/graded by 精确阅卷员: 20/)).toBeVisible();

  // The admin's audit log: both grades of the attempt, newest first, old → new with the attempt's total.
  const admin = await consoleOf(browser, baseURL, '/admin/demo/audit');
  await admin.getByRole('searchbox', { name: 'Filter by target' }).fill(`attempt:${examResultId}`);
  await admin.keyboard.press('Enter');
  const rows = admin.getByRole('row').filter({ hasText: `attempt:${examResultId}` });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Grade changed (grade.change)');
  await expect(rows.nth(0)).toContainText('essay: 24.5 → 20 · total 24.5 → 20');
  await expect(rows.nth(0)).toContainText(GRADER.userName);
  await expect(rows.nth(1)).toContainText('Grade given (grade.save)');
  await expect(rows.nth(1)).toContainText('essay: waiting → 24.5 · total 0 → 24.5');
  await expectNoAxeViolations(admin, 'the audit log with grades');
  await saveScreenshot(admin, 'audit-grades-en_US');

  // The same entries in Chinese.
  await admin.goto(`/admin/demo/audit?sxz-lang=zh_CN`);
  await admin.getByRole('searchbox', { name: '按对象筛选' }).fill(`attempt:${examResultId}`);
  await admin.keyboard.press('Enter');
  const zhRows = admin.getByRole('row').filter({ hasText: `attempt:${examResultId}` });
  await expect(zhRows.nth(0)).toContainText('改分 (grade.change)');
  await expect(zhRows.nth(0)).toContainText('essay：24.5 → 20 · 总分 24.5 → 20');
  await expect(zhRows.nth(1)).toContainText('essay：待评分 → 24.5 · 总分 0 → 24.5');
  await saveScreenshot(admin, 'audit-grades-zh_CN');
});
