import type { Page } from '@playwright/test';

/** The demo's Java paper (demo/school.yaml, `*full-paper`), which several demo exams share. */
export const JAVA_CODE_ANSWER = 'a, b = map(int, input().split())\nprint(a + b)';

export const saveStatus = (page: Page) => page.getByTestId('save-status');
export const nextQuestion = (page: Page) => page.getByRole('button', { name: '下一题' }).click();

/**
 * Answers the Java paper one question per screen, as a candidate would in zh_CN: 1 single, 2 multiple, 3 judgement,
 * 4 fill-in with two blanks, 5 essay, 6 code in Python. `atFillIn` runs on the fill-in screen (a spec's own checks).
 */
export async function answerJavaPaper(page: Page, { atFillIn }: { atFillIn?: () => Promise<void> } = {}) {
  await page.getByRole('radio', { name: /B\.\s*final/ }).check();
  await nextQuestion(page);
  for (const key of ['A', 'B', 'D'])
    await page.getByRole('checkbox', { name: new RegExp(`^${key}\\.`) }).check();
  await nextQuestion(page);
  await page.getByRole('radio', { name: '错误' }).check();
  await nextQuestion(page);
  await page.getByRole('textbox', { name: '第 4 题 第 1 空' }).fill('1');
  await page.getByRole('textbox', { name: '第 4 题 第 2 空' }).fill('3');
  await atFillIn?.();
  await nextQuestion(page);
  await page.getByRole('textbox', { name: '第 5 题 的作答' }).fill('封装、继承、多态。');
  await nextQuestion(page);
  await page.getByRole('combobox', { name: '编程语言' }).click();
  await page.getByTitle('Python').click();
  await page.getByRole('textbox', { name: '第 6 题 的代码' }).click();
  await page.keyboard.type(JAVA_CODE_ANSWER);
}
