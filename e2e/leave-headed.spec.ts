import type { Page } from '@playwright/test';
import { examIdSeenBy, logIn } from './support/demo-school';
import { expect, test } from './support/fixtures';
import { type HeadedChromium, missingForHeadedRun, startHeadedChromium } from './support/headed-chromium';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 42 and decision 0053, in a real headed Chromium on an Xvfb display: what counts as leaving the exam page.
 * Keys and clicks go through the X server (xdotool) to the browser's own address bar, toolbar and tabs, so the page
 * loses focus and visibility as it does for a person. The monitored exam allows two leaves and hands in beyond them.
 * A headless browser cannot show this: it never loses focus, and Playwright keeps a tab in the background visible.
 */
const EXAM = '数据结构期中考试（在线监考演示）';
/** A short trip into the browser's own UI, as the issue measured it in a headed browser. */
const SHORT_MS = 1500;
/** Beyond the 5 s a focus loss with the page in view is given (decision 0053). */
const LONG_MS = 6000;

const missing = missingForHeadedRun();
if (missing) console.warn(`leave-headed.spec.ts is skipped: ${missing}`);
// Why it may skip: only on a machine without Xvfb or xdotool (a headed browser needs a display, and the spec drives
// the browser's own UI through the X server); .ci/run installs both, so CI always runs it. The reason is printed.
test.skip(missing !== null, `no headed run of the leave rule: ${missing}`);

const hasFocus = (page: Page) => page.evaluate(() => document.hasFocus());

/** Away from the page for `ms` of the page's clock: `leave` takes the focus away, `back` brings it back. */
async function away(headed: HeadedChromium, ms: number, leave: () => void, back: () => void) {
  const { page } = headed;
  leave();
  await expect.poll(() => hasFocus(page)).toBe(false);
  await page.clock.runFor(ms);
  back();
  await expect.poll(() => hasFocus(page)).toBe(true);
}

test('a headed browser: the address bar, the toolbar and a click on it are no leave; another tab and 6 s away are, and the third hands in', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('the e2e config sets a baseURL');
  const examId = await examIdSeenBy(baseURL, EXAM);
  const headed = await startHeadedChromium(baseURL);
  try {
    const { page, press, click } = headed;
    // The page's clock: a leave lasts as long as the test says, however long a loaded machine takes between steps.
    await page.clock.install();
    await logIn(page, 'student6');
    await page.goto(`/iexam/demo/examInfo?examId=${examId}`);
    await page.getByRole('button', { name: '开始考试', exact: true }).click();
    const notice = page.getByRole('dialog', { name: '考试须知' });
    await notice.getByRole('checkbox', { name: '我已阅读并遵守考试须知' }).check();
    await page.clock.runFor(15_000);
    await notice.getByRole('button', { name: '开始考试', exact: true }).click();
    await expect(page).toHaveURL(/\/iexam\/demo\/examContent\?/, { timeout: 20_000 });
    const count = page.getByTestId('switch-screen-count');
    await expect(count).toHaveText('切屏 0 / 2 次');
    await expect(page.getByRole('radio', { name: /^A\./ })).toBeVisible();

    // The case: the focus goes into the browser's own UI while the page stays in view. Ctrl+L and Escape;
    // Shift+Tab out of the page's first control into the toolbar and Tab back; a click on the address bar.
    await away(
      headed,
      SHORT_MS,
      () => press('ctrl+l'),
      () => press('Escape'),
    );
    await page.keyboard.press('Tab');
    await away(
      headed,
      SHORT_MS,
      () => press('shift+Tab'),
      () => press('Tab'),
    );
    await away(
      headed,
      SHORT_MS,
      () => click(600, 60),
      () => press('Escape'),
    );

    // Another tab hides the page: a leave by the 200 ms grace. The count says the three before were none.
    await away(
      headed,
      SHORT_MS,
      () => press('ctrl+t'),
      () => press('ctrl+w'),
    );
    await expect(count).toHaveText('切屏 1 / 2 次');
    const first = page.getByRole('dialog', { name: '你离开了考试页面（第 1 次，最多 2 次）' });
    await first.getByRole('button', { name: '我知道了，继续答题' }).click();
    await expect(first).toBeHidden();

    // The address bar for longer than 5 s: a leave, the last one allowed.
    await away(
      headed,
      LONG_MS,
      () => press('ctrl+l'),
      () => press('Escape'),
    );
    await expect(count).toHaveText('切屏 2 / 2 次');
    const last = page.getByRole('dialog', { name: '你离开了考试页面（第 2 次，最多 2 次）' });
    await expect(last).toContainText('再离开一次，系统将自动交卷');

    // One more, with that warning still open: handed in, and the warning goes with the answer page (issue 42).
    await away(
      headed,
      SHORT_MS,
      () => press('ctrl+t'),
      () => press('ctrl+w'),
    );
    await expect(page.getByRole('heading', { level: 1, name: '已交卷' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('离开考试页面的次数超过上限，系统自动交卷')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await saveScreenshot(page, 'leave-headed-handed-in-zh_CN-1280');
  } finally {
    await headed.close();
  }
});
