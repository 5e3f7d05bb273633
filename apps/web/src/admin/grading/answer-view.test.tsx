import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnswerToGrade } from '@/api/admin/grading';
import { applyLanguage } from '@/i18n';
import { renderInApp } from '@/test/render-app';
import { registerAdminTexts } from '../i18n/register';
import { AnswerView } from './answer-view';

const program: AnswerToGrade = {
  examResultId: 5,
  subjectId: 9,
  candidateLabel: '#1',
  candidate: null,
  answer: { language: 'javascript', code: 'console.log(1)' },
  score: null,
  comment: null,
  gradedBy: null,
  gradedAt: null,
  judge: {
    state: 'judged',
    language: 'javascript',
    passed: 1,
    total: 3,
    cases: [
      { position: 1, isSample: true, verdict: 'passed', timeMs: 12, memoryKb: 2048 },
      { position: 2, isSample: false, verdict: 'memory_limit', timeMs: 85, memoryKb: 65_600 },
      // Judged before issue 34: no peak memory was stored.
      { position: 3, isSample: false, verdict: 'wrong_answer', timeMs: 9, memoryKb: null },
    ],
  },
};

beforeAll(() => registerAdminTexts());

describe("staff see each case's verdict, CPU time and peak memory beside a program (issue 34)", () => {
  it('en_US', async () => {
    await applyLanguage('en_US');
    renderInApp(<AnswerView row={program} />);
    const judge = screen.getByRole('region', { name: 'Judge' });
    expect(
      within(judge)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sample case 1 Passed 12 ms · 2 MB',
      'Case 2 Memory limit exceeded 85 ms · 64.1 MB',
      'Case 3 Wrong answer 9 ms',
    ]);
  });

  it('zh_CN: the verdict words of the page language', () => {
    renderInApp(<AnswerView row={program} />);
    expect(screen.getByText('超出内存限制')).toBeTruthy();
    expect(screen.getByText('答案错误')).toBeTruthy();
  });
});
