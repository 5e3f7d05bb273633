import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { settled } from './demo-school';

/** axe-core over the whole page at rest (no modal animation running), every rule; the violations listed by rule. */
export async function expectNoAxeViolations(page: Page, what: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  }));
  expect(found, `axe violations on ${what}`).toEqual([]);
}
