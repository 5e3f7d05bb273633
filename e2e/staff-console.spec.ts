import { expectNoAxeViolations } from './support/axe';
import { choose, isoIn, logInToConsole, subjectCard } from './support/console';
import { settled } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 20 "Done when", on the built app with the demo school: the demo admin authors an exam with one question of
 * each type and a session in the console and publishes it.
 */
const EXAM_KEY = 'console-e2e';
const EXAM_NAME = 'Console e2e exam';

const SUBJECTS = [
  { type: 'Single choice', title: 'Which is a **prime**?' },
  { type: 'Multiple choice', title: 'Which are even?' },
  { type: 'True/false', title: 'The sky is blue.' },
  { type: 'Fill-in', title: 'Two plus two is ___.' },
  { type: 'Code', title: 'Print the sum of two numbers.' },
  { type: 'Essay', title: 'Explain encapsulation.' },
] as const;

test('the demo admin creates an exam with every subject type and a session, and publishes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInToConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Exams' })).toBeVisible();
  await expectNoAxeViolations(page, 'the exams list');
  await saveScreenshot(await settled(page), 'console-exams-en_US');

  await page.getByRole('button', { name: 'New exam' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New exam' })).toBeVisible();
  await page.getByLabel('Key', { exact: true }).fill(EXAM_KEY);
  await page.getByLabel('Exam name').fill(EXAM_NAME);
  await page.getByLabel('Begins', { exact: true }).fill(isoIn(-60));
  await page.getByLabel('Ends', { exact: true }).fill(isoIn(3 * 24 * 60));
  await page.getByLabel('Answer time (minutes)').fill('30');
  await page.getByRole('radio', { name: 'Several sessions' }).check();
  await page.getByLabel('Paper score').fill(String(SUBJECTS.length * 5));
  await page.getByLabel('Pass score').fill('5');
  await page.getByLabel('Booking required').click();
  await expectNoAxeViolations(page, 'the exam editor, basics');

  await page.getByRole('tab', { name: 'Sessions' }).click();
  await page.getByRole('button', { name: 'Add a session' }).click();
  const session = page.locator('.ant-card-small').filter({ hasText: 'Session 1' });
  await session.getByLabel('Session name').fill('Morning');
  await session.getByLabel('Begins', { exact: true }).fill(isoIn(-30));
  await session.getByLabel('Ends', { exact: true }).fill(isoIn(2 * 24 * 60));
  await session.getByLabel('Booking opens').fill(isoIn(-120));
  await session.getByLabel('Booking closes').fill(isoIn(24 * 60));
  await session.getByLabel('Places').fill('10');

  await page.getByRole('tab', { name: 'Papers' }).click();
  await page.getByRole('button', { name: 'Add a paper' }).click();
  for (const [index, subject] of SUBJECTS.entries()) {
    await choose(page, page, 'Type of the new question', subject.type);
    await page.getByRole('button', { name: 'Add a question' }).click();
    const card = subjectCard(page, index + 1);
    await expect(card).toBeVisible();
    await card.getByLabel('Question text').fill(subject.title);
  }
  const single = subjectCard(page, 1);
  await single.getByRole('radio', { name: 'Markdown' }).check();
  await expect(single.getByRole('region', { name: 'Preview of question 1' }).locator('strong')).toHaveText(
    'prime',
  );
  await single.getByLabel('Option text').nth(0).fill('2');
  await single.getByLabel('Option text').nth(1).fill('4');
  const multiple = subjectCard(page, 2);
  await multiple.getByLabel('Option text').nth(0).fill('2');
  await multiple.getByLabel('Option text').nth(1).fill('3');
  await subjectCard(page, 4).getByLabel('Blank 1', { exact: true }).fill('4|four');
  const code = subjectCard(page, 5);
  await code.getByLabel('Case 1 input').fill('1 2');
  await code.getByLabel('Case 1 expected output').fill('3');
  // The judge grades against hidden cases only.
  await code.getByLabel('Sample').uncheck();
  await expectNoAxeViolations(page, 'the exam editor, papers');
  await saveScreenshot(await settled(page), 'console-editor-papers-en_US');

  // A broken session time comes back from the server at its field, on its tab, with a summary.
  await page.getByRole('tab', { name: 'Sessions' }).click();
  await session.getByLabel('Begins', { exact: true }).fill('not a time');
  await page.getByRole('tab', { name: 'Basics' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'exam.sessions[0].beginTime' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sessions', selected: true })).toBeVisible();
  await expect(
    session
      .locator('.ant-form-item', { has: page.getByLabel('Begins', { exact: true }) })
      .locator('.ant-form-item-explain-error'),
  ).toBeVisible();
  await saveScreenshot(await settled(page), 'console-editor-issue-en_US');
  await session.getByLabel('Begins', { exact: true }).fill(isoIn(-30));

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/demo\/exams\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Edit exam: ${EXAM_NAME}` })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('menuitem', { name: /Exams/ }).click();
  const row = page.getByRole('row').filter({ hasText: EXAM_KEY });
  await expect(row).toContainText('Unpublished');
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(row).toContainText('Published');
});
