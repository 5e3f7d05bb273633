import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { answersToGradeQueryOptions, questionsToGradeQueryOptions } from '@/api/admin/grading';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { createQueryClient } from '@/api/query-client';
import { applyLanguage } from '@/i18n';
import { renderRoute } from '@/test/render-app';
import { registerAdminTexts } from '../i18n/register';
import { GradeQuestionPage } from './grade-question-page';

// The score box saves what it shows or nothing (issue 40: in a 0–25 box 26 was saved as 25, and 30 typed with the
// digit shortcut as 3). The page alone against the real test server, on grading-data.ts's essay worth 25 points
// that two candidates wrote and no other test grades.
const schoolId = inject('schoolId');
const { graderToken, exact } = inject('grading');
const answersQuery = () =>
  answersToGradeQueryOptions(schoolId, exact.examId, exact.essaySubjectId, {
    status: 'all',
    anonymous: true,
  });

registerAdminTexts();

beforeEach(() => {
  setApiBaseUrl(inject('apiUrl'));
  setApiBearerToken(graderToken);
});
afterEach(() => {
  setApiBearerToken(undefined);
});

/** The essays' grades on the server, read as the page reads them. */
async function savedScores() {
  return (await createQueryClient().fetchQuery(answersQuery())).map((row) => row.score);
}

/** The page in a language, on the first ungraded essay: its score box, and a user to type. */
async function renderExactPage(language: 'zh_CN' | 'en_US') {
  await applyLanguage(language);
  const queryClient = createQueryClient();
  await Promise.all([
    queryClient.fetchQuery(questionsToGradeQueryOptions(schoolId, exact.examId)),
    queryClient.fetchQuery(answersQuery()),
  ]);
  renderRoute(<GradeQuestionPage schoolId={schoolId} isExamAdmin={false} />, {
    path: '/admin/:schoolId/grading/:examId/:subjectId',
    url: `/admin/${schoolId}/grading/${exact.examId}/${exact.essaySubjectId}`,
    queryClient,
  });
  await screen.findByRole('heading', { level: 2 });
  const label = language === 'zh_CN' ? '得分（0 至 25）' : 'Score (0 to 25)';
  return { user: userEvent.setup(), score: screen.getByLabelText(label) as HTMLInputElement };
}

describe('the score box saves exactly what it shows (issue 40)', () => {
  it('26 typed in a 0–25 box and "Save and next" clicked: refused at the box, kept as 26, not saved as 25', async () => {
    const { user, score } = await renderExactPage('en_US');
    await user.type(score, '26');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(await savedScores()).toEqual([null, null]);
    expect(score.value).toBe('26');
    expect(screen.getByRole('alert').textContent).toBe('at most 25');
    expect(score.getAttribute('aria-invalid')).toBe('true');
  }, 60_000);

  it('30 typed with the digit shortcut and Enter: both digits land, refused at the box, not saved as 3', async () => {
    const { user, score } = await renderExactPage('en_US');
    await user.keyboard('30');
    expect(document.activeElement).toBe(score);
    expect(score.value).toBe('30');
    await user.keyboard('{Enter}');
    expect(await savedScores()).toEqual([null, null]);
    expect(screen.getByRole('alert').textContent).toBe('at most 25');
    expect(score.value).toBe('30');

    for (const [typed, reason] of [
      ['300', 'at most 25'],
      ['12.345', 'at most two decimals'],
      ['-1', 'at least 0'],
      ['abc', 'a number from 0 to 25'],
      ['', 'a number from 0 to 25'],
    ]) {
      await user.clear(score);
      await user.type(score, `${typed}{Enter}`);
      expect(score.value, typed).toBe(typed);
      expect(screen.getByRole('alert').textContent, typed).toBe(reason);
    }
    expect(screen.getByText('0 / 2 graded')).toBeTruthy();
    expect(await savedScores()).toEqual([null, null]);
  }, 60_000);

  it('zh_CN: the refusal at the box is in Chinese', async () => {
    const { user, score } = await renderExactPage('zh_CN');
    await user.type(score, '26{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('最多 25 分');
    await user.clear(score);
    await user.type(score, '7.125{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('最多保留两位小数');
    expect(score.value).toBe('7.125');
    expect(await savedScores()).toEqual([null, null]);
  }, 60_000);

  it('24.5 typed with the keyboard is saved as 24.5; a digit on a graded answer replaces its grade, not joined to it', async () => {
    const { user, score } = await renderExactPage('en_US');
    await user.keyboard('24.5');
    expect(score.value).toBe('24.5');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('1 / 2 graded')).toBeTruthy(), { timeout: 10_000 });
    expect(await savedScores()).toEqual([24.5, null]);

    // Back to the graded one: the digit shortcut puts 9 in place of its 24.5.
    const field = () => screen.getByLabelText('Score (0 to 25)') as HTMLInputElement;
    field().blur();
    await user.keyboard('k');
    await screen.findByText(/graded by 阅卷老师: 24.5/);
    expect(field().value).toBe('24.5');
    await user.keyboard('9');
    expect(document.activeElement).toBe(field());
    expect(field().value).toBe('9');
  }, 60_000);
});
