import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render-app';
import { ExamInfoTable, type ExamInfoTableProps } from './exam-info-table';

const EXAM: ExamInfoTableProps['exam'] = {
  organizeForm: 1,
  beginTime: '2026-11-23T01:00:00Z',
  endTime: '2026-11-23T03:30:00Z',
  timezoneHours: 8,
  paperScore: 100,
  passScore: 60,
  isShowPassScore: 0,
  examSettingTime: 90,
  examRuleList: [
    { ruleType: 6, ruleValue: 2, actualValue: 1 },
    { ruleType: 1, ruleValue: 3, actualValue: 1 },
  ],
};

function rows(): Record<string, string> {
  const result: Record<string, string> = {};
  for (const label of document.querySelectorAll('.ant-descriptions-item-label')) {
    result[label.textContent ?? ''] = label.nextElementSibling?.textContent ?? '';
  }
  return result;
}

describe('exam info table (SPEC §2)', () => {
  it('shows begin and end at the exam time zone, scores, answer minutes and each limit with its use', async () => {
    renderInApp(<ExamInfoTable exam={EXAM} hasSessions={false} />);
    await screen.findByText('开始时间');
    expect(rows()).toEqual({
      // The exam's wall clock with its zone named (the viewer's own time follows where it differs).
      开始时间: expect.stringMatching(/^2026-11-23 09:00（UTC\+8/),
      结束时间: expect.stringMatching(/^2026-11-23 11:30（UTC\+8/),
      总分: '100 分',
      及格分: '60 分',
      答题时长: '90 分钟',
      '考试次数（累计）': '已用 1 / 3 次',
      '考试次数（每天）': '已用 1 / 2 次',
    });
  });

  it('hides the pass score when isShowPassScore is not 0', async () => {
    renderInApp(<ExamInfoTable exam={{ ...EXAM, isShowPassScore: 1 }} hasSessions={false} />);
    await screen.findByText('开始时间');
    expect(rows()).not.toHaveProperty('及格分');
  });

  it('organizeForm 2 without sessions shows -- for the times', async () => {
    renderInApp(<ExamInfoTable exam={{ ...EXAM, organizeForm: 2 }} hasSessions={false} />);
    await screen.findByText('开始时间');
    expect(rows().开始时间).toBe('--');
    expect(rows().结束时间).toBe('--');
  });

  it('organizeForm 2 with sessions shows the times', async () => {
    renderInApp(<ExamInfoTable exam={{ ...EXAM, organizeForm: 2 }} hasSessions />);
    await screen.findByText('开始时间');
    expect(rows().开始时间).toMatch(/^2026-11-23 09:00（UTC\+8/);
  });
});
