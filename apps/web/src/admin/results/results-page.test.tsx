import { LANGUAGE_STORAGE_KEY } from '@iexam/domain/constants';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { renderApp } from '@/test/render-app';

// Against the real server of test-server/global-setup.ts: the result page's graded exam (flag 0), read by its admin.
const schoolId = inject('schoolId');
const { adminToken } = inject('preview');
const { examId } = inject('resultPage').attempts.flag0;

beforeEach(() => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en_US');
  setApiBaseUrl(inject('apiUrl'));
  setApiBearerToken(adminToken);
});
afterEach(() => setApiBearerToken(undefined));

describe('console results (issue 21)', () => {
  it('the index lists the exams, each a link to its results', async () => {
    renderApp(`/admin/${schoolId}/results`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results: choose an exam' }, { timeout: 30_000 }),
    ).toBeTruthy();
    const links = await screen.findAllByRole('link', { name: /^Open results: / }, { timeout: 30_000 });
    expect(links.some((link) => link.getAttribute('href') === `/admin/${schoolId}/results/${examId}`)).toBe(
      true,
    );
  }, 90_000);

  it("an exam's results: cards, the table, statistics, the release state, export links to the stream", async () => {
    renderApp(`/admin/${schoolId}/results/${examId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Results: / }, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('results-attempts').textContent).toMatch(/Attempts\s*\d+/);
    expect(screen.getByTestId('results-passRate').textContent).toMatch(/Pass rate/);
    expect(screen.getByTestId('release-state').textContent).toBe('Now: Announced (Score and pass/fail)');
    const csv = screen.getByRole('link', { name: /Download CSV/ });
    expect(csv.getAttribute('href')).toBe(
      `/api/admin/v1/exams/${examId}/results/export?format=csv&answers=false&tenant_id=${schoolId}`,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'With answers' }));
    expect(screen.getByRole('link', { name: /Download XLSX/ }).getAttribute('href')).toContain(
      'format=xlsx&answers=true',
    );
    const table = screen.getByRole('region', { name: 'Results' });
    expect(await within(table).findAllByRole('row', {}, { timeout: 30_000 })).not.toHaveLength(1);
    const questions = screen.getByRole('region', { name: 'Per-question statistics' });
    expect(await within(questions).findAllByText('single', {}, { timeout: 30_000 })).not.toHaveLength(0);
    // Release asks first; cancelled, nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('Release the results with this setting?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('radio', { name: 'Score only' })).toBeTruthy();
  }, 90_000);
});
