import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { logInToConsole } from './support/console';
import { examIdOf, importIntoDemo, logIn, TENANT } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 37, shuffled order: staff tick the paper's two shuffle boxes in the console; two candidates taking it side by
 * side see the questions and options in orders of their own, lettered A, B, C… as shown; one reloads without a network
 * and keeps hers. The candidates are this spec's own (imported here), so no other spec's attempts are in the way.
 */
const EXAM_NAME = '乱序试卷演示';
const CANDIDATES = ['shuffle-a', 'shuffle-b'] as const;
const QUESTIONS = ['长江', '黄河', '珠江', '淮河', '海河', '辽河'];

/** The exam, fixed order as imported, and two candidates, by the demo admin. */
function importExam(request: APIRequestContext) {
  return importIntoDemo(request, {
    users: CANDIDATES.map((userName) => ({ userName, password: 'demo1234', realName: userName })),
    exams: [
      {
        key: 'e2e-shuffled',
        examName: EXAM_NAME,
        beginTime: 'now-1h',
        endTime: 'now+2d',
        examSettingTime: 30,
        paperScore: 60,
        passScore: 36,
        papers: [
          {
            key: 'e2e-shuffled-paper',
            name: '卷一',
            subjects: QUESTIONS.map((river, index) => ({
              key: `q${index + 1}`,
              subjectType: 1,
              subjectTitle: `${river}流经哪里？`,
              options: ['甲', '乙', '丙', '丁'].map((place, at) => ({
                key: String.fromCharCode(65 + at),
                content: `${river}·${place}`,
              })),
              correctAnswer: 'A',
              score: 10,
            })),
          },
        ],
      },
    ],
  });
}

/** What the answer page shows, in its order: each question's text and its options with their letters. */
async function shownPaper(page: Page): Promise<string[]> {
  await page.getByText('整卷浏览').click();
  const regions = page.getByRole('region', { name: /^第 \d+ 题$/ });
  await expect(regions).toHaveCount(QUESTIONS.length);
  return regions.evaluateAll((elements) =>
    elements.map((element) =>
      [
        element.querySelector('[id$="-title"]')?.textContent ?? '',
        ...Array.from(element.querySelectorAll('.ant-radio-wrapper'), (option) => option.textContent ?? ''),
      ].join(' | '),
    ),
  );
}

async function startAs(browser: Browser, userName: string, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, userName);
  const examId = await examIdOf(page, EXAM_NAME);
  const started = await page.request.post('/api/iexam/userexam/v1/examResults/startExam', {
    headers: { ...TENANT, origin: baseURL },
    data: { examId, clientId: `e2e-${userName}` },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { examResultId } = ((await started.json()) as { data: { examResultId: number } }).data;
  await page.goto(`/iexam/demo/examContent?examResultId=${examResultId}&examId=${examId}`);
  return { context, page };
}

test('two candidates of a shuffled paper see their own orders, kept on an offline reload (issue 37)', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await importExam(request);

  // Staff: the paper's two boxes, in the console's paper editor.
  await logInToConsole(page);
  await page.getByRole('link', { name: EXAM_NAME }).click();
  await page.getByRole('tab', { name: 'Papers' }).click();
  await page
    .getByRole('checkbox', { name: 'Each candidate gets the questions in an order of their own' })
    .check();
  await page
    .getByRole('checkbox', { name: 'Each candidate gets the options in an order of their own' })
    .check();
  await expectNoAxeViolations(page, 'the paper editor with its shuffle boxes');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: false }).first()).toBeVisible();

  const first = await startAs(browser, CANDIDATES[0], baseURL ?? '');
  const second = await startAs(browser, CANDIDATES[1], baseURL ?? '');
  const [firstPaper, secondPaper] = await Promise.all([shownPaper(first.page), shownPaper(second.page)]);
  await saveScreenshot(first.page, 'shuffled-paper-first-zh_CN');
  await saveScreenshot(second.page, 'shuffled-paper-second-zh_CN');
  expect(firstPaper).not.toEqual(secondPaper);
  // Each is the whole paper, its options lettered A–D in the order shown.
  for (const paper of [firstPaper, secondPaper]) {
    expect(paper.map((question) => question.split(' | ')[0]).sort()).toEqual(
      QUESTIONS.map((river) => `${river}流经哪里？`).sort(),
    );
    for (const question of paper)
      expect(
        question
          .split(' | ')
          .slice(1)
          .map((option) => option.slice(0, 2)),
      ).toEqual(['A.', 'B.', 'C.', 'D.']);
  }

  // The first candidate answers, and reloads without a network once the worker keeps the page: the same order.
  const firstOption = (page: Page) =>
    page.getByRole('region', { name: '第 1 题' }).getByRole('radio').first();
  await firstOption(first.page).check();
  await first.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await first.context.setOffline(true);
  await first.page.reload();
  expect(await shownPaper(first.page)).toEqual(firstPaper);
  await expect(firstOption(first.page)).toBeChecked();
  await first.context.setOffline(false);
  await first.context.close();
  await second.context.close();
});
