import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewSubject } from '@/api/results';
import { renderInApp } from '@/test/render-app';
import { ReviewItem } from './review-item';

/** A single choice as a shuffled attempt showed it: canonical keys C, A, B, D in that order (issue 37). */
const shuffledChoice: ReviewSubject = {
  subjectId: 7,
  position: 1,
  subjectType: 1,
  subjectTitle: 'Which is prime?',
  subjectTitleContentType: 0,
  options: ['C', 'A', 'B', 'D'].map((key) => ({ key, content: `option ${key}`, contentType: 0 })),
  score: 5,
  answer: 'A',
  earned: 0,
  isCorrect: false,
  correctAnswer: 'C',
  explanation: '',
  graderComment: null,
};

describe('the review letters options as the candidate saw them, not by their canonical keys', () => {
  it('options in the attempt’s order are A, B, C, D; the answer and the key use those letters', async () => {
    renderInApp(<ReviewItem subject={shuffledChoice} number={1} statistics={undefined} feedback={null} />);
    const options = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual([
      'A.option C',
      'B.option A',
      'C.option B',
      'D.option D',
    ]);
    // Canonical A (shown second) is the answer, canonical C (shown first) the key.
    const facts = screen.getByText('你的答案').closest('div') as HTMLElement;
    expect(within(facts).getByText('B')).toBeTruthy();
    const key = screen.getByText('正确答案', { selector: 'dt' }).closest('div') as HTMLElement;
    expect(within(key).getByText('A')).toBeTruthy();
  });
});
