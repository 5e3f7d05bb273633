import type { PastAttempt } from '@iexam/domain/exam-info';
import { formatDate } from '@iexam/domain/time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render-app';
import { RecordsList } from './records-list';

function attempt(overrides: Partial<PastAttempt>): PastAttempt {
  return {
    examResultId: 1,
    examId: 7,
    sessionId: null,
    // 17:30 UTC is already the next day at +8.
    startAnswerTime: '2026-11-20T17:30:00Z',
    score: 85,
    isPassed: true,
    isScoring: 0,
    examResultFlag: 0,
    ...overrides,
  };
}

// The date at +8 with its zone named, and this machine's own date beside it where it is another day (issue 42).
const started = new Date('2026-11-20T17:30:00Z');
const localDate = formatDate(started, -started.getTimezoneOffset() / 60);
const SHOWN_DATE =
  localDate === '2026-11-21' ? '2026-11-21（UTC+8）' : `2026-11-21（UTC+8，本地时间 ${localDate}）`;

function recordTexts(): string[] {
  const list = screen.getByRole('list', { name: '考试记录' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('records list (SPEC §2, §3 examResultFlag)', () => {
  it.each([
    { rule: 'flag 0 shows score and pass', overrides: { examResultFlag: 0 }, text: '85 分通过' },
    { rule: 'flag 0 with a fail', overrides: { score: 45, isPassed: false }, text: '45 分未通过' },
    {
      rule: 'flag 1 shows the score only',
      overrides: { examResultFlag: 1, isPassed: null },
      text: '85 分',
    },
    {
      rule: 'flag 2 shows pass/fail only',
      overrides: { examResultFlag: 2, score: null },
      text: '通过',
    },
    {
      rule: 'another flag is not announced',
      overrides: { examResultFlag: 3, score: null, isPassed: null },
      text: '成绩未公布',
    },
    {
      rule: 'isScoring 1 is grading in progress',
      overrides: { isScoring: 1, score: null },
      text: '阅卷中',
    },
  ])('$rule', async ({ overrides, text }) => {
    renderInApp(<RecordsList records={[attempt(overrides)]} onOpen={() => undefined} />);
    await screen.findByRole('list', { name: '考试记录' });
    expect(recordTexts()).toEqual([`${SHOWN_DATE}${text}`]);
  });

  it('clicking an attempt opens it', async () => {
    const onOpen = vi.fn();
    renderInApp(<RecordsList records={[attempt({ examResultId: 42 })]} onOpen={onOpen} />);
    await userEvent.click(await screen.findByRole('button', { name: /^2026-11-21/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ examResultId: 42 }));
  });

  it('no attempts: the empty text', async () => {
    renderInApp(<RecordsList records={[]} onOpen={() => undefined} />);
    expect(await screen.findByText('暂无考试记录')).toBeTruthy();
  });
});
