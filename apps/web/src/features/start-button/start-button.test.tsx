import { TOOLTIP_DELAYS } from '@iexam/domain/constants';
import {
  START_BUTTON_RULE_CASES,
  type StartButtonInput,
  type StartButtonKind,
} from '@iexam/domain/exam-info';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountdownSeconds } from '@/lib/use-countdown';
import { renderInApp } from '@/test/render-app';
import { StartButton } from './start-button';

// What the candidate sees for each state (zh_CN, the default language), spelled out so a wrong mapping fails.
const LABELS: Record<StartButtonKind, string> = {
  outerExam: '外部考试',
  clientMismatch: '无法在此参加',
  appOnly: '仅限 App 参加',
  notInvited: '无参考权限',
  appointment: '预约',
  grading: '阅卷中',
  attemptLimitReached: '次数已用完',
  notReady: '未开始',
  ready: '进入考试',
  expired: '已过期',
  notStarted: '未开始',
  start: '开始考试',
  ended: '已结束',
};

const TOASTS: Partial<Record<StartButtonKind, string>> = {
  outerExam: '本考试为外部考试，请前往相应平台参加',
  clientMismatch: '当前客户端不能参加本考试',
  appOnly: '本考试仅支持在 App 中参加',
  notInvited: '您不在本考试的考生名单中',
  appointment: '请先预约场次',
  grading: '试卷正在阅卷中，请等待阅卷完成',
  attemptLimitReached: '考试次数有限，您的考试次数已用完',
  notReady: '考试尚未开始',
  expired: '考试已过期',
  notStarted: '考试尚未开始',
  ended: '考试已结束',
};

const NOW = new Date('2026-06-01T08:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

function TickingStartButton(props: { input: StartButtonInput; startsAt: Date; offsetMs: number }) {
  const countdownSeconds = useCountdownSeconds(props.startsAt, props.offsetMs);
  return <StartButton input={{ ...props.input, countdownSeconds }} onStart={() => undefined} />;
}

describe('start button over the shared START_BUTTON_RULE_CASES table (SPEC §4)', () => {
  it.each(START_BUTTON_RULE_CASES)('$rule shows $expected', async ({ input, expected }) => {
    const onStart = vi.fn();
    const { container } = renderInApp(<StartButton input={input} onStart={onStart} />);
    const button = await screen.findByRole('button', { name: LABELS[expected] });
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe(expected);

    await userEvent.click(button);
    const toast = TOASTS[expected];
    if (toast) {
      // A bookable session keeps its button live; booking itself (issue 4) is not wired, so it says what to do.
      expect(button.getAttribute('aria-disabled')).toBe(String(expected !== 'appointment'));
      // The toast, beside the same words said under the button.
      expect(await screen.findByText(toast, { selector: '.ant-message *' })).toBeTruthy();
      expect(onStart).not.toHaveBeenCalled();
    } else {
      expect(button.getAttribute('aria-disabled')).toBe('false');
      expect(onStart).toHaveBeenCalledTimes(1);
    }
  });

  it('the ready and not-ready states show the readiness countdown', async () => {
    const ready = START_BUTTON_RULE_CASES.find((testCase) => testCase.expected === 'ready');
    if (!ready) throw new Error('the shared table lost its ready case');
    renderInApp(<StartButton input={{ ...ready.input, countdownSeconds: 754 }} onStart={() => undefined} />);
    expect((await screen.findByRole('timer')).textContent).toBe('距离开始还有 00:12:34');
  });

  it('the start state says resume when the candidate has an unfinished attempt', async () => {
    const start = START_BUTTON_RULE_CASES.find((testCase) => testCase.expected === 'start');
    if (!start) throw new Error('the shared table lost its start case');
    renderInApp(<StartButton input={start.input} isResume onStart={() => undefined} />);
    expect(await screen.findByRole('button', { name: '继续考试' })).toBeTruthy();
  });

  it.each(['attemptLimitReached', 'ended'] as const)(
    'an attempt to continue (one staff reopened) is offered past %s (issue 21)',
    async (kind) => {
      const found = START_BUTTON_RULE_CASES.find((testCase) => testCase.expected === kind);
      if (!found) throw new Error(`the shared table lost its ${kind} case`);
      const onStart = vi.fn();
      renderInApp(<StartButton input={found.input} isResume onStart={onStart} />);
      const button = await screen.findByRole('button', { name: '继续考试' });
      expect(button.getAttribute('aria-disabled')).toBe('false');
      await userEvent.click(button);
      expect(onStart).toHaveBeenCalledTimes(1);
    },
  );

  it('a finished countdown moves the ready state on to start without a reload', async () => {
    const ready = START_BUTTON_RULE_CASES.find((testCase) => testCase.expected === 'ready');
    if (!ready) throw new Error('the shared table lost its ready case');
    vi.useFakeTimers({ now: NOW });
    // The server's clock is an hour ahead of this browser's: the countdown must follow the server.
    const offsetMs = 3_600_000;
    const startsAt = new Date(NOW.getTime() + offsetMs + 1500);
    renderInApp(<TickingStartButton input={ready.input} startsAt={startsAt} offsetMs={offsetMs} />);
    expect(screen.getByRole('button', { name: '进入考试' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '进入考试' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '开始考试' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('start button tooltip (SPEC §2 tooltip delays)', () => {
  it('a disabled state also tells its reason on hover', async () => {
    const ended = START_BUTTON_RULE_CASES.find((testCase) => testCase.expected === 'ended');
    if (!ended) throw new Error('the shared table lost its ended case');
    renderInApp(<StartButton input={ended.input} onStart={() => undefined} />);
    await userEvent.hover(await screen.findByRole('button', { name: '已结束' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('考试已结束');
  });

  it('a disabled state says its reason under the button as well, for touch and keyboard (issue 17 defect 9)', async () => {
    const mismatch = START_BUTTON_RULE_CASES.find((testCase) => testCase.expected === 'clientMismatch');
    if (!mismatch) throw new Error('the shared table lost its client-mismatch case');
    renderInApp(<StartButton input={mismatch.input} onStart={() => undefined} />);
    const button = await screen.findByRole('button', { name: '无法在此参加' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('当前客户端不能参加本考试');
  });

  it('another session booked says so at the button, before any booking form (issue 17 defect 10)', async () => {
    const book = START_BUTTON_RULE_CASES.find((testCase) => testCase.expected === 'appointment');
    if (!book) throw new Error('the shared table lost its appointment case');
    const onBook = vi.fn();
    renderInApp(
      <StartButton
        input={{ ...book.input, appointmentState: 'bookedElsewhere' }}
        onStart={() => undefined}
        onBook={onBook}
      />,
    );
    const button = await screen.findByRole('button', { name: '已预约其他场次' });
    expect(screen.getByText('您已预约本考试的其他场次，如需更换，请先取消那一场')).toBeTruthy();
    await userEvent.click(button);
    expect(onBook).not.toHaveBeenCalled();
  });

  it("a desktop-only exam in a browser links to the school's desktop client, when the school gives one (issue 17 defect 9)", async () => {
    const mismatch = START_BUTTON_RULE_CASES.find((testCase) => testCase.expected === 'clientMismatch');
    if (!mismatch) throw new Error('the shared table lost its client-mismatch case');
    // Bound to the desktop client (clientType 1), opened in a browser.
    const input: StartButtonInput = { ...mismatch.input, clientType: 1, isDesktopClient: false };
    const { unmount } = renderInApp(
      <StartButton
        input={input}
        onStart={() => undefined}
        clientDownloadHref="https://downloads.example/client"
      />,
    );
    const link = await screen.findByRole('link', { name: '下载桌面客户端' });
    expect(link.getAttribute('href')).toBe('https://downloads.example/client');
    unmount();

    renderInApp(<StartButton input={input} onStart={() => undefined} clientDownloadHref={null} />);
    await screen.findByRole('button', { name: '无法在此参加' });
    expect(screen.queryByRole('link', { name: '下载桌面客户端' })).toBeNull();
  });

  it('an enabled start has no tooltip', async () => {
    const start = START_BUTTON_RULE_CASES.find((testCase) => testCase.expected === 'start');
    if (!start) throw new Error('the shared table lost its start case');
    // Testing Library waits out a timer after each action, so the faked timers also move with real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderInApp(<StartButton input={start.input} onStart={() => undefined} />);
    await user.hover(screen.getByRole('button', { name: '开始考试' }));
    await act(() => vi.advanceTimersByTimeAsync(TOOLTIP_DELAYS.enter * 1000 + 200));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
