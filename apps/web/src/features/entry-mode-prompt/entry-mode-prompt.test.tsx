import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render-app';
import { EntryModePrompt, type EntryModePromptProps } from './entry-mode-prompt';

const ACCOUNT_WORDING = '确定要切换为账号登录参加考试吗？';
const LOGIN_FREE_WORDING = '切换为免登录参加后，将以考试链接的身份进入考试，是否继续？';
const TARGET = { examId: 12, sessionId: 3, identifyCode: 'OPEN-1', language: 'en_US' };

function renderPrompt(overrides: Partial<EntryModePromptProps> = {}) {
  const assignLocation = vi.fn();
  renderInApp(
    <EntryModePrompt
      schoolId="demo"
      exam={{ isAllowNologin: '1', examType: 1 }}
      isOpenMode={false}
      target={TARGET}
      assignLocation={assignLocation}
      {...overrides}
    />,
  );
  return assignLocation;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('entry-mode prompt (SPEC §2)', () => {
  it('the notice line has a close button that closes the window, or says how to where the browser will not (issue 42)', async () => {
    // jsdom would close its own window; the browser's refusal (a tab no script opened) is what happens instead.
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderPrompt();
    // Issue 17 defect 10: it said "choose how you take part" to a visitor already taking part; now it says what the page is for.
    expect(
      await screen.findByText('本页不能提交答卷：开始考试后在答题页作答并交卷。下方可切换参加方式'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '关闭页面' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: '请手动关闭此页面' })).toBeTruthy();
  });

  it.each([
    {
      rule: 'isAllowNologin "1" shows the tabs',
      exam: { isAllowNologin: '1', examType: 1 },
      isOpenMode: false,
      shown: true,
    },
    {
      rule: 'isAllowNologin 1 (number) shows the tabs',
      exam: { isAllowNologin: 1, examType: 1 },
      isOpenMode: false,
      shown: true,
    },
    {
      rule: 'open mode shows the tabs',
      exam: { isAllowNologin: '', examType: 1 },
      isOpenMode: true,
      shown: true,
    },
    { rule: 'neither: no tabs', exam: { isAllowNologin: '', examType: 1 }, isOpenMode: false, shown: false },
    {
      rule: 'an extended exam never shows them',
      exam: { isAllowNologin: 1, examType: 2 },
      isOpenMode: true,
      shown: false,
    },
  ])('$rule', async ({ exam, isOpenMode, shown }) => {
    renderPrompt({ exam, isOpenMode });
    await screen.findByText('本页不能提交答卷：开始考试后在答题页作答并交卷。下方可切换参加方式');
    expect(screen.queryByRole('tab', { name: '免登录' }) !== null).toBe(shown);
  });

  it('the starting tab follows the open-mode flag', async () => {
    renderPrompt({ isOpenMode: true });
    expect((await screen.findByRole('tab', { name: '免登录' })).getAttribute('aria-selected')).toBe('true');
  });

  it('choosing login-free asks with its own wording; OK loads the open route with identifyCode', async () => {
    const assignLocation = renderPrompt();
    await userEvent.click(await screen.findByRole('tab', { name: '免登录' }));
    expect(await screen.findByRole('dialog', { name: LOGIN_FREE_WORDING })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: ACCOUNT_WORDING })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(assignLocation).toHaveBeenCalledWith(
      '/iexam/demo/open/examInfo?examId=12&sessionId=3&identifyCode=OPEN-1&sxz-lang=en_US',
    );
  });

  it('choosing account login asks with the "sure to change" wording; OK loads the normal route', async () => {
    const assignLocation = renderPrompt({ isOpenMode: true });
    await userEvent.click(await screen.findByRole('tab', { name: '账号登录' }));
    expect(await screen.findByRole('dialog', { name: ACCOUNT_WORDING })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(assignLocation).toHaveBeenCalledWith('/iexam/demo/examInfo?examId=12&sessionId=3&sxz-lang=en_US');
  });

  it('cancelling changes nothing: no navigation and the tab stays', async () => {
    const assignLocation = renderPrompt();
    await userEvent.click(await screen.findByRole('tab', { name: '免登录' }));
    await userEvent.click(await screen.findByRole('button', { name: /取\s*消/ }));
    expect(assignLocation).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: '账号登录' }).getAttribute('aria-selected')).toBe('true');
  });

  it('isFullContent only switches the layout', async () => {
    renderPrompt({ isFullContent: true });
    await screen.findByRole('tab', { name: '免登录' });
    expect(document.querySelector('[data-layout="full"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: '关闭页面' })).toBeTruthy();
  });
});
