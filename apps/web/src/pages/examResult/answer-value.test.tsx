import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render-app';
import { AnswerValue } from './answer-value';

// The answer page offers a judgement as 正确 / 错误 (exam-content-page.test.tsx picks the radio 正确); the review
// of the same answer must use the same words, not 对 / 错 (issue 17 defect 10).
describe('a judgement reads the same in the review as on the answer page', () => {
  it.each([
    [true, '正确'],
    [false, '错误'],
  ])('the answer %s is shown as %s', async (value, label) => {
    renderInApp(<AnswerValue subjectType={3} value={value} />);
    expect(await screen.findByText(label)).toBeTruthy();
  });
});
