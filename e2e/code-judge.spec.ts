import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { examIdOf, logIn } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 19 end to end on the built app with the demo school: student4 answers the code-judge exam's programming
 * question in JavaScript, runs the sample, hands in, and reads each hidden case's verdict on the result page; then
 * again in Python with a program that is wrong on negative numbers (partial scoring: 2 of 3 cases).
 */
const EXAM = '编程判题练习（JavaScript / Python）';
const JS_SUM = 'const [a, b] = readline().split(" ").map(Number);\nconsole.log(a + b);';
// Wrong where a number is negative: the hidden case `-5 5` fails, the others pass.
const PY_ABS_SUM = 'a, b = map(int, input().split())\nprint(abs(a) + abs(b))';

async function startAttempt(page: Page, examId: number) {
  await page.goto(`/iexam/demo/examInfo?examId=${examId}`);
  await page.getByRole('button', { name: '开始考试', exact: true }).click();
  await expect(page).toHaveURL(/\/iexam\/demo\/examContent\?/);
  return Number(new URL(page.url()).searchParams.get('examResultId'));
}

async function writeProgram(page: Page, language: 'JavaScript' | 'Python', code: string) {
  if (language === 'Python') {
    await page.getByRole('combobox', { name: '编程语言' }).click();
    await page.getByTitle('Python').click();
  }
  await page.getByRole('textbox', { name: '第 1 题 的代码' }).click();
  // Inserted as a paste is: typed, CodeMirror would close brackets and indent lines on its own.
  await page.keyboard.insertText(code);
}

/** student4 starts the exam, writes the program and runs the sample: it passes. */
async function startAndRunSample(page: Page, language: 'JavaScript' | 'Python', code: string) {
  await logIn(page, 'student4');
  const examId = await examIdOf(page, EXAM);
  const examResultId = await startAttempt(page, examId);
  await writeProgram(page, language, code);
  await page.getByRole('button', { name: '运行样例' }).click();
  const samples = page.getByRole('region', { name: '样例运行结果' });
  // Python's first run may wait for the judge to start its children.
  await expect(samples.getByText('通过', { exact: true })).toBeVisible({ timeout: 30_000 });
  return { examId, examResultId, samples };
}

async function handIn(page: Page) {
  await page.getByRole('button', { name: /^交\s*卷$/ }).click();
  await page
    .getByRole('dialog', { name: '确定要交卷吗？' })
    .getByRole('button', { name: '确定交卷' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '已交卷' })).toBeVisible({ timeout: 15_000 });
}

/** The result page, read again until the judge has run the program (it judges in the background). */
async function judgedAnalysis(page: Page, examId: number, examResultId: number) {
  const analysis = page.getByRole('region', { name: '程序分析' });
  await expect(async () => {
    await page.goto(`/iexam/demo/examResult?examId=${examId}&examResultId=${examResultId}`);
    await expect(analysis.getByText(/^通过 \d+ \/ \d+ 个测试点$/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return analysis;
}

test('a JavaScript program: run the sample, hand in, every hidden case passed on the result page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { examId, examResultId, samples } = await startAndRunSample(page, 'JavaScript', JS_SUM);
  await expect(samples.getByRole('row', { name: /期望输出\s*3/ })).toBeVisible();
  await expect(samples.getByRole('row', { name: /你的输出\s*3/ })).toBeVisible();
  await saveScreenshot(page, 'code-judge-run-samples-zh_CN');

  // A program that throws: the sample says so, with the error.
  await page.getByRole('textbox', { name: '第 1 题 的代码' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('console.log(a + b)');
  await page.getByRole('button', { name: '运行样例' }).click();
  await expect(samples.getByText('运行错误', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(samples.getByText(/ReferenceError: 'a' is not defined/)).toBeVisible();

  await page.getByRole('textbox', { name: '第 1 题 的代码' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await writeProgram(page, 'JavaScript', JS_SUM);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await handIn(page);

  const analysis = await judgedAnalysis(page, examId, examResultId);
  await expect(analysis.getByText('通过 3 / 3 个测试点')).toBeVisible();
  await expect(analysis.getByText('语言：JavaScript')).toBeVisible();
  await expect(analysis.getByRole('row').filter({ hasText: '通过' })).toHaveCount(3);
  await saveScreenshot(page, 'code-judge-result-zh_CN');
});

test('a Python program wrong on negative numbers: 2 of 3 hidden cases, the wrong one named, partial score', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { examId, examResultId } = await startAndRunSample(page, 'Python', PY_ABS_SUM);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await handIn(page);

  const analysis = await judgedAnalysis(page, examId, examResultId);
  await expect(analysis.getByText('通过 2 / 3 个测试点')).toBeVisible();
  await expect(analysis.getByText('语言：Python')).toBeVisible();
  await expect(analysis.getByRole('row', { name: /测试点 2\s*答案错误/ })).toBeVisible();
  // score × passed/total of 100 points, cut to two decimals.
  await expect(page.getByText('66.66', { exact: false }).first()).toBeVisible();
});

test('on a phone in English, by keyboard: run samples and the program analysis, with no axe violations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'student4');
  const examId = await examIdOf(page, EXAM);
  await page.goto(`/iexam/demo/examInfo?examId=${examId}&sxz-lang=en_US`);
  await page.getByRole('button', { name: 'Start exam', exact: true }).click();
  await expect(page).toHaveURL(/\/iexam\/demo\/examContent\?/);
  const examResultId = Number(new URL(page.url()).searchParams.get('examResultId'));
  await page.getByRole('textbox', { name: 'Code for Question 1' }).click();
  await page.keyboard.insertText(JS_SUM);

  // From the editor, Tab leaves it (the editor leaves Tab to the browser) and reaches Run samples.
  const run = page.getByRole('button', { name: 'Run samples' });
  for (
    let presses = 0;
    presses < 10 && !(await run.evaluate((node) => node === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  await expect(run).toBeFocused();
  await page.keyboard.press('Enter');
  const samples = page.getByRole('region', { name: 'Sample results' });
  await expect(samples.getByText('Passed', { exact: true })).toBeVisible({ timeout: 30_000 });
  const box = await samples.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390, 'the results fit the phone').toBe(true);
  await saveScreenshot(page, 'code-judge-run-samples-en_US-390');
  await expectNoAxeViolations(page, 'the answer page with sample results (en_US, 390 px)');

  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await page
    .getByRole('button', { name: /^Hand in$/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Hand in your exam?' })
    .getByRole('button', { name: 'Hand in' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Handed in' })).toBeVisible({ timeout: 15_000 });

  const analysis = page.getByRole('region', { name: 'Program analysis' });
  await expect(async () => {
    await page.goto(`/iexam/demo/examResult?examId=${examId}&examResultId=${examResultId}`);
    await expect(analysis.getByText('3 of 3 cases passed')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await saveScreenshot(page, 'code-judge-result-en_US-390');
  await expectNoAxeViolations(page, 'the result page with the program analysis (en_US, 390 px)');
});
