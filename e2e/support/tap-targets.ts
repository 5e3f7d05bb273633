import { expect, type Page } from '@playwright/test';

/** What a finger tapping at a target's centre covers (Lighthouse's tap-targets audit, and Android's guideline). */
const FINGER_PX = 48;
/** More of the finger than this on another target, compared with the target itself, and the tap may go astray. */
const MAX_OVERLAP_RATIO = 0.25;
/** What a person taps: Lighthouse's list, with the labels of the radios and boxes antd draws over hidden inputs. */
const TARGETS =
  'button, a[href], input:not([type="hidden"]), textarea, select, [role="button"], [role="checkbox"], [role="link"], ' +
  '[role="menuitem"], [role="option"], [role="slider"], [role="spinbutton"], label:has(input[type="radio"]), ' +
  'label:has(input[type="checkbox"])';

/**
 * Lighthouse's tap-target rule on the page as it is shown: a target smaller than 48×48 px must not have another
 * target under a finger tapping its centre (25 % of the finger's cover on the target itself or more), unless one holds
 * the other. Lists each failing pair with both sizes.
 */
export async function expectTapTargetsSpaced(page: Page, what: string): Promise<void> {
  const failures = await page.evaluate(
    ({ selector, finger, maxRatio }) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      const area = (a: Box, b: Box) =>
        Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
        Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
      const contains = (outer: Box, inner: Box) =>
        outer.left <= inner.left &&
        outer.top <= inner.top &&
        outer.right >= inner.right &&
        outer.bottom >= inner.bottom;
      const targets = Array.from(document.querySelectorAll(selector))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        // A control drawn over by its label (antd's radios) is tapped through the label, counted once.
        .filter(({ box }) => box.width > 0 && box.height > 0)
        .filter(({ element }) => getComputedStyle(element).visibility !== 'hidden');
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
      const found: string[] = [];
      for (const target of targets) {
        const { box } = target;
        if (box.width >= finger && box.height >= finger) continue;
        const centreX = (box.left + box.right) / 2;
        const centreY = (box.top + box.bottom) / 2;
        const tap = {
          left: centreX - finger / 2,
          right: centreX + finger / 2,
          top: centreY - finger / 2,
          bottom: centreY + finger / 2,
        };
        const own = area(tap, box);
        for (const other of targets) {
          if (other === target || contains(other.box, box) || contains(box, other.box)) continue;
          const ratio = area(tap, other.box) / own;
          if (ratio >= maxRatio)
            found.push(
              `${name(target.element)} (${Math.round(box.width)}×${Math.round(box.height)}) is under a finger with ${name(other.element)}`,
            );
        }
      }
      return found;
    },
    { selector: TARGETS, finger: FINGER_PX, maxRatio: MAX_OVERLAP_RATIO },
  );
  expect(failures, `tap targets too small and too close on ${what}`).toEqual([]);
}
