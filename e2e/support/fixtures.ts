import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * Every spec's page fails its test on a Content-Security-Policy violation (issue 17 defect 1: the video player's
 * blob: worker was refused and the video never played, with only a console line to show for it). Both the browser's
 * own console report and the `securitypolicyviolation` event are caught, in every frame and tab of the context.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
});
