import { test as base, expect, type Page } from '@playwright/test';
import { startWorkerServer, type WorkerServer } from './worker-server';

export { expect };

/**
 * Every spec's page fails its test on a Content-Security-Policy violation (issue 17 defect 1: the video player's
 * blob: worker was refused and the video never played, with only a console line to show for it). Both the browser's
 * own console report and the `securitypolicyviolation` event are caught, in every frame and tab of the context.
 */
/** Set by the app's root route once it has drawn or taken over the page (apps/web/src/app/router.tsx). */
export async function appReady(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.documentElement.dataset.appReady !== undefined, undefined, {
      timeout: 15_000,
    })
    // A page that is not the app (a JSON error, the browser's offline page) has nothing to wait for; the spec's own
    // assertions say what it shows.
    .catch(() => undefined);
}

export const test = base.extend<
  { cspViolations: string[]; hydrationMismatches: string[] },
  { workerServer: WorkerServer }
>({
  // Each worker drives a server and demo school of its own (e2e/support/worker-server.ts), so workers never share
  // a candidate's attempts (issue 36).
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
  // A page the server drew is on screen before its script runs, and a click before then does nothing, as it would for
  // a person: the specs act on a loaded page once the app has it.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appReady(page);
      return response;
    };
    await use(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (/Content Security Policy|violates the following/i.test(message.text()))
            violations.push(`${page.url()}: ${message.text()}`);
        });
      };
      context.on('page', watch);
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy: ${event.violatedDirective} refused ${event.blockedURI || 'inline'}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Issue 22: a page the server rendered must hydrate into the same markup; the app logs any difference React finds
   * (apps/web/src/boot.tsx), and every spec fails on one.
   */
  hydrationMismatches: [
    async ({ context }, use) => {
      const mismatches: string[] = [];
      context.on('page', (page) =>
        page.on('console', (message) => {
          if (message.text().startsWith('hydration:')) mismatches.push(`${page.url()}: ${message.text()}`);
        }),
      );
      await use(mismatches);
      expect(mismatches, 'server-rendered pages that hydrated differently').toEqual([]);
    },
    { auto: true },
  ],
});
