import { formatDate, formatDateTime, formatZone } from '@iexam/domain/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n, initI18n } from '@/i18n';
import { formatExamDate, formatExamTime, formatViewerTime } from './exam-time';

const AT = '2026-11-24T18:47:00Z';
// The machine's own offset at that instant: the tests hold in any zone the suite runs in.
const viewer = -new Date(AT).getTimezoneOffset() / 60;

describe("exam times on every page: the exam's zone, named, and the viewer's time beside it (issue 17 defect 2)", () => {
  beforeAll(() => initI18n('zh_CN'));

  it('a viewer in the exam zone sees the time and the zone', async () => {
    await applyLanguage('zh_CN');
    expect(formatExamTime(AT, viewer, i18n.t)).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}（UTC([+-]\d+(:\d{2})?)?）$/,
    );
  });

  it('a viewer elsewhere sees their own time beside it, in both languages', async () => {
    await applyLanguage('zh_CN');
    const zh = formatExamTime(AT, viewer + 3, i18n.t);
    expect(zh).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}（UTC[+-]\d+(:\d{2})?，本地时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}）$/,
    );
    await applyLanguage('en_US');
    const en = formatExamTime(AT, viewer + 3, i18n.t);
    expect(en).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC[+-]\d+(:\d{2})?; your time \d{4}-\d{2}-\d{2} \d{2}:\d{2}\)$/,
    );
    // The two clocks are three hours apart.
    const [exam, local] = en.match(/\d{2}:\d{2}/g) ?? [];
    const hours = (clock = '') => Number(clock.slice(0, 2));
    expect((hours(exam) - hours(local) + 24) % 24).toBe(3);
  });

  it('no time is --', () => {
    expect(formatExamTime(null, 8, i18n.t)).toBe('--');
    expect(formatExamTime('not a date', 8, i18n.t)).toBe('--');
  });
});

describe('times of no exam and attempt dates name their zone too (issue 42)', () => {
  beforeAll(() => initI18n('zh_CN'));
  const at = new Date(AT);
  const hour = Number(formatDateTime(at, viewer).slice(11, 13));

  it("a time of no exam is on the viewer's clock, its zone named", async () => {
    await applyLanguage('zh_CN');
    expect(formatViewerTime(AT, i18n.t)).toBe(`${formatDateTime(at, viewer)}（${formatZone(viewer)}）`);
    await applyLanguage('en_US');
    expect(formatViewerTime(AT, i18n.t)).toBe(`${formatDateTime(at, viewer)} (${formatZone(viewer)})`);
    expect(formatViewerTime(undefined, i18n.t)).toBe('--');
  });

  it("an exam's date names its zone, and the viewer's date only where it is another day there", async () => {
    await applyLanguage('zh_CN');
    expect(formatExamDate(AT, viewer, i18n.t)).toBe(`${formatDate(at, viewer)}（${formatZone(viewer)}）`);
    // An hour away, still the same day for the viewer: the date and its zone.
    const sameDay = viewer + (hour < 23 ? 1 : -1);
    expect(formatExamDate(AT, sameDay, i18n.t)).toBe(`${formatDate(at, sameDay)}（${formatZone(sameDay)}）`);
    // Twelve hours away, another day: the viewer's date beside it.
    const otherDay = viewer + (hour >= 12 ? 12 : -12);
    expect(formatDate(at, otherDay)).not.toBe(formatDate(at, viewer));
    expect(formatExamDate(AT, otherDay, i18n.t)).toBe(
      `${formatDate(at, otherDay)}（${formatZone(otherDay)}，本地时间 ${formatDate(at, viewer)}）`,
    );
  });
});
