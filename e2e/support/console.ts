import { expect, type Locator, type Page } from '@playwright/test';

/** Picks `option` in the antd Select labelled `label` inside `scope`, by keyboard-reachable clicks. */
export async function choose(
  page: Page,
  scope: Locator | Page,
  label: string,
  option: string,
): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

/** An ISO instant `minutes` from now with the +08:00 offset the demo school uses. */
export function isoIn(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000);
  return `${at.toISOString().slice(0, 19)}+08:00`;
}

/** A subject card of the paper editor by its number. */
export function subjectCard(page: Page, number: number): Locator {
  return page
    .locator('.ant-card-small')
    .filter({ has: page.getByText(new RegExp(`^Question ${number} · `)) });
}

/** Logs demo staff (the admin unless told) in through the console's own redirect to the login page, as a person would. */
export async function logInToConsole(
  page: Page,
  path = '/admin/demo/exams',
  account = { userName: 'admin', password: 'admin1234' },
): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}sxz-lang=en_US`);
  await expect(page).toHaveURL(/\/login\/index\?redirect=/);
  await page.getByLabel('User name').fill(account.userName);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.split('?')[0]}(\\?|$)`));
}

/** Presses Tab until `target` has the focus (at most `limit` presses): it is reachable by keyboard. */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (
      (await target.count()) === 1 &&
      (await target.evaluate((element) => element === document.activeElement))
    )
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${limit} presses of Tab never reached ${target}`);
}
