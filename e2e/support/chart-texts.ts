import { expect, type Locator } from '@playwright/test';

/** Every text a chart draws (names, scores) lies whole inside the chart, and no two cover each other. */
export async function expectTextsPlaced(chart: Locator) {
  await expect(chart.locator('svg text').first()).toBeVisible();
  // The chart redraws on resize, animated: its texts are placed once the drawing has the box's width and two readings
  // in a row find every text where it was.
  let previous = '';
  await expect
    .poll(async () => {
      const { isFitted, boxes } = await chart.evaluate((element) => ({
        isFitted:
          Math.round(element.querySelector('svg')?.getBoundingClientRect().width ?? 0) ===
          Math.round(element.getBoundingClientRect().width),
        boxes: JSON.stringify(
          Array.from(element.querySelectorAll('svg text'), (text) => {
            const { x, y, width, height } = text.getBoundingClientRect();
            return [x, y, width, height];
          }),
        ),
      }));
      const isStill = isFitted && boxes === previous;
      previous = boxes;
      return isStill;
    })
    .toBe(true);
  const overlaps = await chart.evaluate((element) => {
    const boxes = Array.from(element.querySelectorAll('svg text'))
      .map((text) => ({ text: text.textContent ?? '', box: text.getBoundingClientRect() }))
      .filter(({ text, box }) => text.trim() !== '' && box.width > 0);
    const frame = element.getBoundingClientRect();
    const found = boxes
      .filter(
        ({ box }) => box.left < frame.left - 1 || box.right > frame.right + 1 || box.top < frame.top - 1,
      )
      .map(({ text }) => `${text} is cut by the chart's edge`);
    for (const [index, a] of boxes.entries())
      for (const b of boxes.slice(index + 1)) {
        const apart =
          a.box.right <= b.box.left + 1 ||
          b.box.right <= a.box.left + 1 ||
          a.box.bottom <= b.box.top + 1 ||
          b.box.bottom <= a.box.top + 1;
        if (!apart) found.push(`${a.text} / ${b.text}`);
      }
    return found;
  });
  expect(overlaps).toEqual([]);
}
