import { formatDateTime, formatZone } from '@iexam/domain/time';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { noticeText } from './attempt-notices';

const DEADLINE = '2026-11-24T18:47:00Z';
// The machine's own offset at that instant: the test holds in any zone the suite runs in.
const viewer = -new Date(DEADLINE).getTimezoneOffset() / 60;
const shown = formatDateTime(new Date(DEADLINE), viewer);

describe("staff's notices on the answer page (issue 21)", () => {
  it.each([
    ['zh_CN', 'reopened', `截止到 ${shown}（${formatZone(viewer)}）`],
    ['en_US', 'extra_time', `${shown} (${formatZone(viewer)})`],
  ] as const)(
    'a deadline staff set names the zone it is shown in, in %s (issue 42)',
    (language, kind, text) => {
      const notice = { id: 1, kind, reason: 'fire drill', detail: { deadline: DEADLINE }, at: DEADLINE };
      expect(noticeText(i18n.getFixedT(language), notice)).toContain(text);
    },
  );
});
