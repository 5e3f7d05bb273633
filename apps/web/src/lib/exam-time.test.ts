import { beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n, initI18n } from '@/i18n';
import { formatExamTime } from './exam-time';

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
