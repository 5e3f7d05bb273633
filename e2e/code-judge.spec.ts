import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page, request } from '@playwright/test';
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
    await page.getByTitle('Python', { exact: true }).click();
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
  // The hand-in waits its turn on a machine busy with the judge's Python children (over 15 s once in CI).
  await expect(page.getByRole('heading', { level: 1, name: '已交卷' })).toBeVisible({ timeout: 30_000 });
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

/**
 * Issue 34: a contest judge's verdicts, each hit by a JavaScript program a candidate runs on the samples, with the
 * verdict's words of the page's language, its CPU time and peak memory. The exam is the demo admin's import (one
 * code question with a two-line sample, 1 s of CPU time, 32 MB and a 64 KB output limit); each language has a
 * candidate of its own, so its seven runs stay inside the per-minute limit of run samples.
 */
const VERDICT_EXAM = '判题结果演练';
const VERDICT_CANDIDATES = { zh_CN: 'judge-zh', en_US: 'judge-en' } as const;
const SUM_LINES = [
  'let line;',
  'while ((line = readline()) !== undefined) {',
  "  const [a, b] = line.split(' ').map(Number);",
  '  console.log(a + b);',
  '}',
].join('\n');

interface VerdictRun {
  zh_CN: string;
  en_US: string;
  code: string;
  /** What the errors row says of it: where the program went wrong. */
  error?: RegExp;
}

const VERDICT_RUNS: VerdictRun[] = [
  { zh_CN: '通过', en_US: 'Passed', code: SUM_LINES },
  { zh_CN: '答案错误', en_US: 'Wrong answer', code: 'console.log(42);' },
  {
    zh_CN: '运行错误',
    en_US: 'Runtime error',
    code: 'const numbers = null;\nconsole.log(numbers.length);',
    error: /TypeError[\s\S]*line 2/,
  },
  { zh_CN: '超出时间限制', en_US: 'Time limit exceeded', code: 'while (true) {}' },
  {
    zh_CN: '超出内存限制',
    en_US: 'Memory limit exceeded',
    code: 'const chunks = [];\nwhile (true) chunks.push(new Array(100000).fill(chunks.length));',
  },
  {
    zh_CN: '超出输出限制',
    en_US: 'Output limit exceeded',
    code: "const line = 'x'.repeat(1000);\nwhile (true) console.log(line);",
  },
  // Last, so the screenshots show a compile error with its place in the program.
  {
    zh_CN: '编译错误',
    en_US: 'Compile error',
    code: 'const a = 1;\nconst b = (a + ;\nconsole.log(b);',
    error: /SyntaxError[\s\S]*line 2, column \d+/,
  },
];

const PAGE_TEXT = {
  zh_CN: {
    editor: '第 1 题 的代码',
    run: '运行样例',
    results: '样例运行结果',
    errors: /^错误信息/,
    limits: '运行限制',
    limitItems: ['时间限制：每个测试点 CPU 时间 1 秒', '内存限制：32 MB', '输出限制：64 KB'],
    input: '输入',
    help: '输入与输出',
    usage: /^用时 \d+ 毫秒$/,
    memory: /^内存 [\d.]+ (KB|MB)$/,
  },
  en_US: {
    editor: 'Code for Question 1',
    run: 'Run samples',
    results: 'Sample results',
    errors: /^Errors/,
    limits: 'Limits',
    limitItems: ['Time limit: 1 s of CPU time per case', 'Memory limit: 32 MB', 'Output limit: 64 KB'],
    input: 'Input',
    help: 'Input and output',
    usage: /^Time \d+ ms$/,
    memory: /^Memory [\d.]+ (KB|MB)$/,
  },
} as const;

/** The verdict exam and its two candidates, loaded through the admin import (docs/exam-definition.md). */
async function importVerdictExam(api: APIRequestContext): Promise<void> {
  const login = await api.post('/api/accounts/login', {
    data: { schoolId: 'demo', userName: 'admin', password: 'admin1234' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const demo = readFileSync(fileURLToPath(new URL('../demo/school.yaml', import.meta.url)), 'utf8');
  // The school block as the demo has it, so the import changes nothing else of the school.
  const school = demo.match(/^school:\n(?: {2}.*\n)+/m)?.[0];
  if (!school) throw new Error('demo/school.yaml has no school block');
  const definition = `${school}
users:
  - { userName: ${VERDICT_CANDIDATES.zh_CN}, password: demo1234, realName: 判题中文 }
  - { userName: ${VERDICT_CANDIDATES.en_US}, password: demo1234, realName: Judge English }
exams:
  - key: e2e-judge-verdicts
    examName: ${VERDICT_EXAM}
    beginTime: now-1h
    endTime: now+1d
    examSettingTime: 60
    examRuleList: [{ ruleType: 1, ruleValue: 5 }]
    papers:
      - key: e2e-judge-verdicts-paper
        name: 判题卷
        subjects:
          - key: sum-lines
            subjectType: 5
            subjectTitle: 每行两个整数，输出每行的和。
            codeLanguages: [javascript, python]
            timeLimitMs: 1000
            memoryLimitMb: 32
            outputLimitKb: 64
            cases:
              - { input: "1 2\\n3 4", expectedOutput: "3\\n7", isSample: true }
              - { input: "10 20", expectedOutput: "30" }
            score: 100
`;
  const response = await api.post('/api/admin/v1/import', {
    headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'demo', 'content-type': 'application/yaml' },
    data: definition,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('every verdict of the judge on the answer page (issue 34)', () => {
  test.beforeAll(async ({ baseURL }) => {
    const api = await request.newContext({ baseURL });
    await importVerdictExam(api);
    await api.dispose();
  });

  for (const [language, viewport] of [
    ['zh_CN', { width: 1280, height: 800 }],
    ['en_US', { width: 390, height: 844 }],
  ] as const)
    test(`${language}: the limits, the two-line sample, and a program for each verdict with its words, time and memory`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const text = PAGE_TEXT[language];
      await page.setViewportSize(viewport);
      await logIn(page, VERDICT_CANDIDATES[language]);
      const examId = await examIdOf(page, VERDICT_EXAM);
      await page.goto(`/iexam/demo/examInfo?examId=${examId}&sxz-lang=${language}`);
      await page
        .getByRole('button', { name: language === 'zh_CN' ? '开始考试' : 'Start exam', exact: true })
        .click();
      await expect(page).toHaveURL(/\/iexam\/demo\/examContent\?/);

      // The question says what each case may use, and shows the sample as two lines.
      const limits = page.getByRole('list', { name: text.limits });
      await expect(limits.getByRole('listitem')).toHaveText([...text.limitItems]);
      const sampleInput = page.getByRole('figure', { name: text.input, exact: true }).locator('pre');
      await expect(sampleInput).toHaveCSS('white-space', 'pre');
      expect(await sampleInput.textContent()).toBe('1 2\n3 4');
      await page.getByText(text.help, { exact: true }).click();
      await expect(page.getByText("require('fs').readFileSync(0, 'utf8')", { exact: true })).toBeVisible();
      await expect(page.getByText('sys.stdin.buffer', { exact: true })).toBeVisible();

      const editor = page.getByRole('textbox', { name: text.editor });
      const samples = page.getByRole('region', { name: text.results });
      for (const run of VERDICT_RUNS) {
        await editor.click();
        await page.keyboard.press('ControlOrMeta+A');
        // Inserted as a paste is: typed, CodeMirror would close brackets and indent lines on its own.
        await page.keyboard.insertText(run.code);
        await page.getByRole('button', { name: text.run }).click();
        await expect(samples.getByText(run[language], { exact: true }), run.code).toBeVisible({
          timeout: 30_000,
        });
        if (run.error) await expect(samples.getByRole('row', { name: text.errors })).toHaveText(run.error);
        if (run.zh_CN === '编译错误') continue;
        await expect(samples.getByText(text.usage)).toBeVisible();
        if (run.zh_CN === '通过') {
          await expect(samples.getByText(text.memory)).toBeVisible();
          const input = samples.getByRole('row', { name: new RegExp(`^${text.input}`) }).locator('pre');
          expect(await input.textContent()).toBe('1 2\n3 4');
          await saveScreenshot(page, `code-judge-verdict-passed-${language}-${viewport.width}`);
        }
      }

      await saveScreenshot(page, `code-judge-verdicts-${language}-${viewport.width}`);
      await expectNoAxeViolations(
        page,
        `the answer page with every verdict run (${language}, ${viewport.width} px)`,
      );
      const box = await samples.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width, 'the results fit the page').toBe(true);
      // A long line scrolls inside its box: nothing widens the page past the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });
});
