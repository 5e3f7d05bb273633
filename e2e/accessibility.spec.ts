import { expectNoAxeViolations } from './support/axe';
import { examIdOf, examIdSeenBy, logIn, TENANT } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { expectTapTargetsSpaced } from './support/tap-targets';

/**
 * Issue 17: axe-core finds no violation on any candidate page, in zh_CN and in en_US. Each page is checked once it
 * shows what a candidate sees first (its heading), with animations settled. The answer and result pages of a new
 * attempt are checked by the keyboard-only exam (keyboard-exam.spec.ts), which takes one. Issue 42: each page is
 * titled by what it shows, in its language, after the exam's name where there is one.
 */
const LANGUAGES = ['zh_CN', 'en_US'] as const;

/** The pages' names in their titles ("<exam> - <page> - iExam"), per language. */
const PAGE_NAMES = {
  zh_CN: {
    login: '登录',
    failure: '无法进入考试',
    redirect: '即将离开考试平台',
    userInfo: '确认考生信息',
    complaint: '考试申诉',
    portal: '我的考试',
    examInfo: '考试详情',
    examResult: '考试结果',
  },
  en_US: {
    login: 'Log in',
    failure: 'Cannot enter the exam',
    redirect: 'You are leaving the exam platform',
    userInfo: 'Confirm your details',
    complaint: 'Exam complaint',
    portal: 'My exams',
    examInfo: 'Exam details',
    examResult: 'Exam result',
  },
} as const;

const titleOf = (page: string, examName?: string) =>
  examName ? `${examName} - ${page} - iExam` : `${page} - iExam`;

const withLanguage = (path: string, language: string) =>
  `${path}${path.includes('?') ? '&' : '?'}sxz-lang=${language}`;

for (const language of LANGUAGES) {
  const names = PAGE_NAMES[language];

  test(`the login and failure pages have no axe violations in ${language}`, async ({ page }) => {
    await page.goto(withLanguage('/login/index?redirect=%2Fportal%2Fdemo', language));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'the login page');
    await expect(page).toHaveTitle(titleOf(names.login));

    await page.goto(withLanguage('/iexam/demo/failure', language));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'the failure page');
    await expect(page).toHaveTitle(titleOf(names.failure));

    // The page an external link of exam content goes through (SPEC §5, decision 0037).
    await page.goto(withLanguage('/redirect?url=https%3A%2F%2Fwww.example.com%2Fexam-guide', language));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'the redirect page');
    await expect(page).toHaveTitle(titleOf(names.redirect));
  });

  test(`the login page's controls are big enough or far enough apart to tap on a phone in ${language} (issue 42)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(withLanguage('/login/index?redirect=%2Fportal%2Fdemo', language));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectTapTargetsSpaced(page, 'the login page');
    // The one-time code's form too (the password's eye gives way to the code's field).
    await page.getByRole('button', { name: language === 'zh_CN' ? /一次性登录码/ : /one-time/i }).click();
    await expectTapTargetsSpaced(page, "the login page's one-time code form");
    await saveScreenshot(page, `login-390-${language}`);
  });

  test(`the open-link pages have no axe violations in ${language}`, async ({ page, baseURL }) => {
    const examId = await examIdSeenBy(baseURL ?? '', '2026 年社会招聘笔试（免登录）');
    const link = (code: string) => `/iexam/demo/open/examInfo?examId=${examId}&identifyCode=${code}`;
    await page.goto(withLanguage(link('OPEN-DEMO-001'), language));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'the open-link information page');
    await expect(page).toHaveTitle(titleOf(names.examInfo, '2026 年社会招聘笔试（免登录）'));

    await page.goto(withLanguage(link('OPEN-DEMO-002'), language));
    await expect(page).toHaveURL(/\/open\/examUserInfo\?/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'the open-link user-info page');
    await expect(page).toHaveTitle(titleOf(names.userInfo, '2026 年社会招聘笔试（免登录）'));
  });

  test(`the portal, information, result and complaint pages have no axe violations in ${language}`, async ({
    page,
  }) => {
    await logIn(page, 'student1');
    await page.goto(withLanguage('/portal/demo', language));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.ant-card').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the portal');
    await expect(page).toHaveTitle(titleOf(names.portal));

    for (const examName of [
      '2026 年秋季 Java 程序设计期末考试',
      '网络基础单次测验',
      '计算机等级考试（二级）预约场次',
    ]) {
      const examId = await examIdOf(page, examName);
      await page.goto(withLanguage(`/iexam/demo/examInfo?examId=${examId}`, language));
      await expect(page.getByRole('heading', { level: 1, name: examName })).toBeVisible();
      await expectNoAxeViolations(page, `the information page of ${examName}`);
      await expect(page).toHaveTitle(titleOf(names.examInfo, examName));
    }

    // The graded attempt of 网络基础单次测验 (demo/school.yaml): its result page, with its charts.
    const examId = await examIdOf(page, '网络基础单次测验');
    const records = await page.request.get(`/api/iexam/userexam/v1/examResults/records?examId=${examId}`, {
      headers: TENANT,
    });
    const { examResultId } = ((await records.json()) as { data: { records: { examResultId: number }[] } })
      .data.records[0] ?? { examResultId: 0 };
    await page.goto(
      withLanguage(`/iexam/demo/examResult?examId=${examId}&examResultId=${examResultId}`, language),
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'the result page');
    await expect(page).toHaveTitle(titleOf(names.examResult, '网络基础单次测验'));

    await page.goto(withLanguage('/complaintReport/demo', language));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'the complaint page');
    await expect(page).toHaveTitle(titleOf(names.complaint));
  });

  test(`the answer review, its statistics and the knowledge list have no axe violations in ${language} (issue 42)`, async ({
    page,
  }) => {
    await logIn(page, 'student1');
    // 离散数学补考 has ended (demo/school.yaml): its review is open, with everyone's choices beside each option.
    const examName = '离散数学补考';
    const examId = await examIdOf(page, examName);
    const records = await page.request.get(`/api/iexam/userexam/v1/examResults/records?examId=${examId}`, {
      headers: TENANT,
    });
    const { examResultId } = ((await records.json()) as { data: { records: { examResultId: number }[] } })
      .data.records[0] ?? { examResultId: 0 };
    await page.goto(
      withLanguage(`/iexam/demo/examResult?examId=${examId}&examResultId=${examResultId}`, language),
    );
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the answer review');
    await expect(page).toHaveTitle(titleOf(names.examResult, examName));
    await page.getByText(language === 'zh_CN' ? '列表' : 'List', { exact: true }).click();
    await expect(
      page.getByRole('table', { name: language === 'zh_CN' ? '知识点掌握情况' : 'Knowledge points' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'the knowledge list');
  });
}
