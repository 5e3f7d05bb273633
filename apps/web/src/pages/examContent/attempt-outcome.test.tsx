import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AttemptResult } from '@/api/attempts';
import { renderInApp } from '@/test/render-app';
import { AttemptOutcome } from './attempt-outcome';

const handedIn = (fields: Partial<AttemptResult>): AttemptResult => ({
  examResultId: 5,
  examId: 9,
  status: 'graded',
  isScoring: 0,
  submittedAt: '2026-06-01T08:00:00Z',
  handInReason: 'candidate',
  examResultFlag: 0,
  score: 80,
  isPassed: true,
  ...fields,
});
const show = (result: AttemptResult) =>
  renderInApp(
    <AttemptOutcome
      schoolId="s"
      examId={9}
      examResultId={5}
      examName="期末考试"
      sessionId={null}
      openVisitor={null}
      result={result}
    />,
  );

describe('after the hand-in, the state agrees with what the results may say (issue 17 defect 7)', () => {
  it('flag 3: handed in, results not announced (not "results out" beside a result page that says otherwise)', async () => {
    show(handedIn({ examResultFlag: 3, score: null, isPassed: null }));
    expect(await screen.findByText('已交卷，成绩未公布')).toBeTruthy();
    expect(screen.queryByText('已出成绩')).toBeNull();
  });

  it('flag 0: results out, with the score and the verdict', async () => {
    show(handedIn({}));
    expect(await screen.findByText('已出成绩')).toBeTruthy();
    expect(screen.getByText('80 分')).toBeTruthy();
  });
});

describe('after the hand-in, the page says why it happened (issue 17 defect 4)', () => {
  it.each([
    ['candidate', '你自己交卷'],
    ['timeUp', '考试时间已到，系统自动交卷'],
    ['switchScreen', '离开考试页面的次数超过上限，系统自动交卷'],
    ['otherExam', '你开始了另一场考试，本场考试随之交卷'],
    ['staff', '监考老师已为你交卷'],
  ] as const)('%s: %s', async (handInReason, text) => {
    show(handedIn({ handInReason }));
    expect(await screen.findByText('交卷方式')).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("staff: with the proctor's reason when the page has it (issue 21)", async () => {
    renderInApp(
      <AttemptOutcome
        schoolId="s"
        examId={9}
        examResultId={5}
        examName="期末考试"
        sessionId={null}
        openVisitor={null}
        result={handedIn({ handInReason: 'staff' })}
        staffReason="考场纪律"
      />,
    );
    expect(await screen.findByText('监考老师已为你交卷（原因：考场纪律）')).toBeTruthy();
  });

  it('an attempt imported from elsewhere, without a reason, says none', async () => {
    show(handedIn({ handInReason: null }));
    await screen.findByText('已出成绩');
    expect(screen.queryByText('交卷方式')).toBeNull();
  });
});
