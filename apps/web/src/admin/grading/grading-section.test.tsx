import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  answersToGradeQueryOptions,
  objectiveSubjectsQueryOptions,
  questionsToGradeQueryOptions,
} from '@/api/admin/grading';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { createQueryClient } from '@/api/query-client';
import { applyLanguage } from '@/i18n';
import { renderRoute } from '@/test/render-app';
import { registerAdminTexts } from '../i18n/register';
import { GradeQuestionPage } from './grade-question-page';
import { QuestionsPage } from './questions-page';

// Each page alone, with what the real server of test-server/global-setup.ts answers (grading-data.ts: two essays
// waiting for a grade). The way from the exams to grade to the question is a journey: e2e/staff-exam-day.spec.ts.
const schoolId = inject('schoolId');
const grading = inject('grading');

registerAdminTexts();

beforeEach(async () => {
  await applyLanguage('en_US');
  setApiBaseUrl(inject('apiUrl'));
  setApiBearerToken(grading.graderToken);
});
afterEach(() => {
  setApiBearerToken(undefined);
});

describe('grading one question across candidates (issue 21)', () => {
  it('shows the essay as written, keeps keys typed in the comment, saves with Enter, moves on and back', async () => {
    const { examId, essaySubjectId } = grading;
    const queryClient = createQueryClient();
    await Promise.all([
      queryClient.fetchQuery(questionsToGradeQueryOptions(schoolId, examId)),
      queryClient.fetchQuery(
        answersToGradeQueryOptions(schoolId, examId, essaySubjectId, { status: 'all', anonymous: true }),
      ),
    ]);
    const user = userEvent.setup();
    renderRoute(<GradeQuestionPage schoolId={schoolId} isExamAdmin={false} />, {
      path: '/admin/:schoolId/grading/:examId/:subjectId',
      url: `/admin/${schoolId}/grading/${examId}/${essaySubjectId}`,
      queryClient,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Grading essay' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '#1' })).toBeTruthy();
    expect(screen.getByText('0 / 2 graded')).toBeTruthy();
    // The essay is text: its markup shows as typed, its line break and indent are kept.
    const essay = screen.getByText(/not bold/);
    expect(essay.textContent).toBe('<b>not bold</b>\n    indented line');
    expect(essay.querySelector('b')).toBeNull();
    expect(getComputedStyle(essay).whiteSpace).toBe('pre-wrap');

    // Typing j in the comment is a comment, not "next".
    const comment = screen.getByLabelText('Comment');
    await user.type(comment, 'just right');
    expect(screen.getByRole('heading', { level: 2, name: '#1' })).toBeTruthy();
    // A digit outside a field goes to the score; Enter there saves and shows the next ungraded answer.
    comment.blur();
    await user.keyboard('7');
    const score = screen.getByLabelText('Score (0 to 10)') as HTMLInputElement;
    expect(document.activeElement).toBe(score);
    expect(score.value).toBe('7');
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 2, name: '#2' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByText('1 / 2 graded')).toBeTruthy());
    // k goes back to the graded one, with its grade.
    fireEvent.keyDown(document.body, { key: 'k' });
    await screen.findByRole('heading', { level: 2, name: '#1' });
    expect(screen.getByText(/graded by 阅卷老师: 7/)).toBeTruthy();
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('just right');
    expect(screen.getByText(/Keys: j next, k previous/)).toBeTruthy();
  }, 60_000);

  it('an exam admin changes a key and sees how many attempts were scored again', async () => {
    setApiBearerToken(inject('preview').adminToken);
    const { examId } = grading;
    const queryClient = createQueryClient();
    await Promise.all([
      queryClient.fetchQuery(questionsToGradeQueryOptions(schoolId, examId)),
      queryClient.fetchQuery(objectiveSubjectsQueryOptions(schoolId, examId)),
    ]);
    const user = userEvent.setup();
    renderRoute(<QuestionsPage schoolId={schoolId} isExamAdmin />, {
      path: '/admin/:schoolId/grading/:examId',
      url: `/admin/${schoolId}/grading/${examId}`,
      queryClient,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Objective questions' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /^Change key and regrade judgement/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'False' }));
    await user.click(within(dialog).getByRole('button', { name: 'Regrade' }));
    expect(
      await within(dialog).findByText('Say why the key changes (it is written to the audit log)'),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'the statement was false');
    await user.click(within(dialog).getByRole('button', { name: 'Regrade' }));
    expect(
      await within(dialog).findByText(
        '0 attempts scored again; 0 changed score or pass/fail',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getAllByText('false').length).toBeGreaterThan(0), { timeout: 10_000 });
  }, 60_000);

  it("a key the server refuses is said in the user's language at its field (issue 35)", async () => {
    await applyLanguage('zh_CN');
    setApiBearerToken(inject('preview').adminToken);
    const { examId } = grading;
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(objectiveSubjectsQueryOptions(schoolId, examId));
    const user = userEvent.setup();
    renderRoute(<QuestionsPage schoolId={schoolId} isExamAdmin />, {
      path: '/admin/:schoolId/grading/:examId',
      url: `/admin/${schoolId}/grading/${examId}`,
      queryClient,
    });
    await user.click(await screen.findByRole('button', { name: /^修改答案并重新评分 fill/ }));
    const dialog = await screen.findByRole('dialog');
    // Blanks of spaces only pass the form and reach the server, which refuses a key without a blank.
    const key = within(dialog).getByLabelText('新答案');
    await user.clear(key);
    await user.type(key, '   ');
    await user.type(within(dialog).getByLabelText('原因'), '试一下');
    await user.click(within(dialog).getByRole('button', { name: '重新评分' }));
    const refusal = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
    expect(within(refusal).getByRole('listitem').textContent).toBe(
      'correctAnswer: 每个空应给出一组可接受的答案，例如 [["4", "four"]]',
    );
  }, 60_000);
});
