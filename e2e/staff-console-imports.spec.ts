import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { expectNoAxeViolations } from './support/axe';
import { logInToConsole, tabTo } from './support/console';
import { settled } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 20 "Done when", the imports: the formats' own sample files (a Moodle XML file and a QTI 3 package, a dozen
 * questions each) preview in the candidates' content viewer and import into the bank; a bad file lists every problem
 * by its path and writes nothing; a candidate CSV is checked in the browser, dry-run on the server, then imported.
 */
const SAMPLES = fileURLToPath(new URL('../packages/domain/src/question-formats/samples/', import.meta.url));

/** A sample QTI package folder zipped as a school would upload it. */
function zipFolder(name: string): string {
  const root = join(SAMPLES, name);
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(root, path)] = readFileSync(path);
    }
  };
  walk(root);
  const out = join(mkdtempSync(join(tmpdir(), 'console-qti-')), `${name}.zip`);
  writeFileSync(out, zipSync(files));
  return out;
}

async function bankCount(page: import('@playwright/test').Page): Promise<number> {
  const response = await page.request.get('/api/admin/v1/bank', { headers: { 'x-tenant-id': 'demo' } });
  return ((await response.json()) as { data: { list: unknown[] } }).data.list.length;
}

test('Moodle XML and QTI 3 samples preview as written and import; bad files list their problems and write nothing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInToConsole(page, '/admin/demo/bank');
  await expect(page.getByRole('heading', { level: 1, name: 'Question bank' })).toBeVisible();
  await expectNoAxeViolations(page, 'the question bank');
  const before = await bankCount(page);

  // A bad Moodle file: every problem by its place, no import button, nothing written.
  await page.getByLabel('Choose a file').setInputFiles(join(SAMPLES, 'moodle-bad.xml'));
  const problems = page.getByRole('alert').filter({ hasText: /The file has \d+ problems/ });
  await expect(problems).toBeVisible({ timeout: 20_000 });
  await expect(problems.locator('li code').first()).toContainText('question');
  await expect(page.getByRole('button', { name: /^Import \d+ questions$/ })).toBeDisabled();
  await saveScreenshot(await settled(page), 'console-bank-bad-en_US');
  expect(await bankCount(page)).toBe(before);

  // The good Moodle file: the HTML question shows as HTML in the viewer, then imports.
  await page.getByLabel('Choose a file').setInputFiles(join(SAMPLES, 'moodle-good.xml'));
  await expect(page.getByText(/questions read, no problems/)).toBeVisible({ timeout: 20_000 });
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.locator('strong', { hasText: 'France' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the bank import preview');
  await saveScreenshot(await settled(page), 'console-bank-moodle-en_US');
  const moodleCount = await preview.locator('.ant-list-item').count();
  expect(moodleCount).toBeGreaterThanOrEqual(12);
  await page.getByRole('button', { name: `Import ${moodleCount} questions` }).click();
  await expect(page.getByText(/^Imported: \d+ new, \d+ updated$/)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => bankCount(page)).toBe(before + moodleCount);

  // A bad QTI package: its unsupported items are named, nothing written.
  await page.getByLabel('Choose a file').setInputFiles(zipFolder('qti-bad'));
  await expect(page.getByRole('alert').filter({ hasText: /The file has \d+ problems/ })).toContainText(
    'items/',
    {
      timeout: 20_000,
    },
  );
  expect(await bankCount(page)).toBe(before + moodleCount);

  // The good QTI package.
  await page.getByLabel('Choose a file').setInputFiles(zipFolder('qti-good'));
  await expect(page.getByText(/questions read, no problems/)).toBeVisible({ timeout: 20_000 });
  await expect(preview.locator('em', { hasText: 'Paris' }).first()).toBeVisible();
  const qtiCount = await preview.locator('.ant-list-item').count();
  expect(qtiCount).toBeGreaterThanOrEqual(12);
  await saveScreenshot(await settled(page), 'console-bank-qti-en_US');
  await page.getByRole('button', { name: `Import ${qtiCount} questions` }).click();
  // The Moodle import's message may still show: the QTI one is the newest.
  await expect(page.getByText(/^Imported: \d+ new, \d+ updated$/).last()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => bankCount(page)).toBeGreaterThan(before + moodleCount);
});

test('a group is created and a candidate CSV is checked in the browser, dry-run, then imported', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInToConsole(page, '/admin/demo/groups');
  await expect(page.getByRole('heading', { level: 1, name: 'Groups & candidates' })).toBeVisible();
  await page.getByRole('button', { name: 'New group' }).click();
  const modal = page.getByRole('dialog', { name: 'New group' });
  await modal.getByLabel('Key').fill('console-csv');
  await modal.getByLabel('Group name').fill('Console CSV group');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Members of console-csv' })).toBeVisible();

  const dir = mkdtempSync(join(tmpdir(), 'console-csv-'));
  const bad = join(dir, 'bad.csv');
  writeFileSync(bad, 'userName,realName,password\ncsv1,One,short\n,No Name,longenough1\n');
  await page.getByLabel('Import candidates (CSV)').setInputFiles(bad);
  const alert = page.getByRole('alert').filter({ hasText: 'bad.csv has 2 problems' });
  await expect(alert).toContainText('rows[0].password');
  await expect(alert).toContainText('rows[1].userName');
  await expect(page.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
  await saveScreenshot(await settled(page), 'console-groups-bad-csv-en_US');

  const good = join(dir, 'good.csv');
  writeFileSync(good, 'userName,realName,password,email\ncsv1,Csv One,csvpass123,csv1@demo.example\n');
  await page.getByLabel('Import candidates (CSV)').setInputFiles(good);
  await expect(page.getByText('Checked: 1 new accounts, 0 added, 0 already in the group')).toBeVisible();
  await expectNoAxeViolations(page, 'the groups page with a CSV preview');
  await page.getByRole('button', { name: 'Import 1 rows' }).click();
  await expect(page.getByText('Imported: 1 new, 0 added, 0 unchanged')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'csv1@demo.example' })).toBeVisible();
});

test('every console screen passes axe on a phone (390 px) in Chinese and on a desktop in English', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInToConsole(page, '/admin/demo/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.locator('.ant-table')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the audit log in en_US');
  await saveScreenshot(await settled(page), 'console-audit-en_US');

  await page.setViewportSize({ width: 390, height: 844 });
  const screens = [
    { path: 'exams', heading: '考试' },
    { path: 'exams/new', heading: '新建考试' },
    { path: 'bank', heading: '题库' },
    { path: 'groups', heading: '分组与考生' },
    { path: 'audit', heading: '操作日志' },
    { path: 'monitor', heading: '可监考的考试' },
    { path: 'grading', heading: '阅卷' },
    { path: 'results', heading: '成绩：选择考试' },
    { path: 'staff', heading: '工作人员' },
  ];
  for (const { path, heading } of screens) {
    await page.goto(`/admin/demo/${path}?sxz-lang=zh_CN`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, `${path} at 390 px in zh_CN`);
    await saveScreenshot(await settled(page), `console-${path.replace('/', '-')}-390-zh_CN`);
  }
});

test('by keyboard: a new group from Tab and Enter, and the CSV chooser opens on Enter', async ({ page }) => {
  test.setTimeout(120_000);
  await logInToConsole(page, '/admin/demo/groups');
  await tabTo(page, page.getByRole('button', { name: /New group/ }));
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'New group' });
  await tabTo(page, modal.getByLabel('Key'));
  await page.keyboard.type('keyboard-group');
  // By Tab, to wherever the name's field is: once, the keys typed after a single Tab reached no field.
  await tabTo(page, modal.getByLabel('Group name'));
  await page.keyboard.type('Keyboard group');
  await tabTo(page, modal.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Members of keyboard-group' })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, page.getByRole('button', { name: /^upload Import candidates/ }));
  await page.keyboard.press('Enter');
  await chooser;

  await page.goto('/admin/demo/exams?sxz-lang=en_US');
  await tabTo(page, page.getByRole('button', { name: /New exam/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New exam' })).toBeVisible();
  await tabTo(page, page.getByRole('tab', { name: 'Basics' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Papers', selected: true })).toBeVisible();
});
