import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, inject, it } from 'vitest';
import { setApiBaseUrl } from '@/api/client';
import { applyLanguage, i18n } from '@/i18n';
import { LoginChallengeProgress } from './login-challenge-progress';
import { solveLoginChallenge } from './solve-login-challenge';

describe('login challenge (issue 35): a person gets past a spent login budget by a proof of work', () => {
  it.each([
    { language: 'zh_CN', title: '正在确认您不是机器程序', progress: '计算题已完成 42%' },
    { language: 'en_US', title: 'Checking that you are a person', progress: 'Puzzle 42% solved' },
  ] as const)('the page shows the puzzle being solved with its progress in $language', async (row) => {
    await applyLanguage(row.language);
    render(
      <I18nextProvider i18n={i18n}>
        <LoginChallengeProgress fraction={0.42} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain(row.title);
    expect(screen.getByRole('progressbar', { name: row.progress })).toBeTruthy();
  });

  it("solves the server's challenge in the page, reporting progress up to done, into a solution the login sends", async () => {
    setApiBaseUrl(inject('apiUrl'));
    const reported: number[] = [];
    const proofOfWork = await solveLoginChallenge(inject('schoolId'), (fraction) => reported.push(fraction));
    const { challenge, solution } = JSON.parse(atob(proofOfWork));
    expect(challenge.parameters.data.schoolId).toBe(inject('schoolId'));
    expect(solution.counter).toBeGreaterThanOrEqual(0);
    expect(reported[0]).toBe(0);
    expect(reported.at(-1)).toBe(1);
    expect(reported.every((fraction, index) => index === 0 || fraction >= (reported[index - 1] ?? 0))).toBe(
      true,
    );
  });
});
