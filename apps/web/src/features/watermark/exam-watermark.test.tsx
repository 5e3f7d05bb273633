import { WATERMARK } from '@iexam/domain/watermark';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render-app';
import { ExamWatermark } from './exam-watermark';

const ACCOUNT = { realName: '张三', nickName: '小张', userName: 'student1', mobile: '13800001234' };

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('exam watermark (SPEC §2, §3, §9)', () => {
  it('draws the account name with the last 4 digits of the mobile when isAllowWatermark is 1', async () => {
    window.sessionStorage.setItem('isAllowWatermark', '1');
    renderInApp(<ExamWatermark account={ACCOUNT} />);
    const layer = await screen.findByTestId('exam-watermark');
    expect(layer.getAttribute('data-text')).toBe('张三 1234');
    expect(layer.style.zIndex).toBe('999999');
    expect(layer.style.pointerEvents).toBe('none');
  });

  it('falls back to the exam result id when no name is known', async () => {
    window.sessionStorage.setItem('isAllowWatermark', '1');
    renderInApp(<ExamWatermark account={null} examResultId={4711} />);
    expect((await screen.findByTestId('exam-watermark')).getAttribute('data-text')).toBe('4711');
  });

  it.each([null, '0', 'true'])('draws nothing when isAllowWatermark is %s', async (flag) => {
    if (flag !== null) window.sessionStorage.setItem('isAllowWatermark', flag);
    renderInApp(
      <>
        <p>page</p>
        <ExamWatermark account={ACCOUNT} />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByTestId('exam-watermark')).toBeNull();
  });

  it('redraws on resize, at most once per 500 ms', async () => {
    window.sessionStorage.setItem('isAllowWatermark', '1');
    renderInApp(<ExamWatermark account={ACCOUNT} />);
    const first = (await screen.findByTestId('exam-watermark')).firstElementChild;
    // The throttle's clock and timer are the test's from the first resize on.
    vi.useFakeTimers();
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    const second = screen.getByTestId('exam-watermark').firstElementChild;
    expect(second).not.toBe(first);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      window.dispatchEvent(new Event('resize'));
    });
    // Inside the 500 ms window: no redraw yet, one is scheduled for its end.
    expect(screen.getByTestId('exam-watermark').firstElementChild).toBe(second);
    await act(() => vi.advanceTimersByTimeAsync(WATERMARK.resizeThrottleMs - 1));
    expect(screen.getByTestId('exam-watermark').firstElementChild).toBe(second);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('exam-watermark').firstElementChild).not.toBe(second);
  });
});
