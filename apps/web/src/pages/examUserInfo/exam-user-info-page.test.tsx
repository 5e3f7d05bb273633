import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { setApiBaseUrl } from '@/api/client';
import { openTokenFor } from '@/lib/open-token';
import { renderApp } from '@/test/render-app';

// Issue 7 user-info page against the real server (test-server/open-link-data.ts).
const schoolId = inject('schoolId');
const { examId, codes } = inject('openLink');

beforeEach(() => setApiBaseUrl(inject('apiUrl')));
afterEach(() => window.sessionStorage.clear());

describe('examUserInfo: an unchecked visitor confirms name and contact', () => {
  // Two pages through the whole app in jsdom: 16 s alone, past 20 s with two suites on two cores (issue 36).
  it('goes there from the open page, refuses a wrong contact with its text, then returns with the token', async () => {
    const { location } = renderApp(
      `/iexam/${schoolId}/open/examInfo?examId=${examId}&identifyCode=${codes.unchecked}&sxz-lang=zh_CN`,
    );
    await waitFor(() => expect(location().pathname).toBe(`/iexam/${schoolId}/open/examUserInfo`));
    const params = new URLSearchParams(location().search);
    expect(params.get('identifyCode')).toBe(codes.unchecked);
    expect(params.get('examId')).toBe(String(examId));
    expect(params.get('sxz-lang')).toBe('zh_CN');
    // The registered name only as a hint: its first character.
    expect(await screen.findByText('报名姓名：钱*')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '免登录笔试' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '确认并继续' }));
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('姓名'), '钱七');
    await userEvent.type(screen.getByLabelText('联系方式'), '13700009999');
    await userEvent.click(screen.getByRole('button', { name: '确认并继续' }));
    expect(await screen.findByText('姓名或联系方式与报名信息不一致')).toBeTruthy();
    expect(openTokenFor(schoolId, examId)).toBeUndefined();

    await userEvent.clear(screen.getByLabelText('联系方式'));
    await userEvent.type(screen.getByLabelText('联系方式'), '137-0000-2222');
    await userEvent.click(screen.getByRole('button', { name: '确认并继续' }));
    await waitFor(() => expect(location().pathname).toBe(`/iexam/${schoolId}/open/examInfo`));
    expect(new URLSearchParams(location().search).get('identifyCode')).toBe(codes.unchecked);
    expect(openTokenFor(schoolId, examId)).toMatch(/\S{20,}/);
    // Checked now: the next step is the school's confirmation notice, not the user-info page again.
    expect(await screen.findByText('参加考试确认')).toBeTruthy();
  }, 60_000);
});
