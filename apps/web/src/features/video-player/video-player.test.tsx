import { VIDEO_PLAYER } from '@iexam/domain/constants';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './video-player';

// The real core needs media playback jsdom does not have; here it only shows that it was loaded, and when.
vi.mock('./player-core', () => ({ default: () => <p>player core loaded</p> }));

let observe: (ratio: number) => void = () => undefined;
class FakeIntersectionObserver {
  constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    observe = (ratio) => callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]);
  }
  observe() {}
  disconnect() {}
}

describe('VideoPlayer visibility (SPEC §4, §9: 10% visible, 300 ms debounce)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const renderPlayer = () =>
    render(
      <MemoryRouter initialEntries={['/iexam/demo/examContent?examId=1']}>
        <VideoPlayer
          descriptor={{ url: '/v.m3u8', name: 'Intro', id: 1, poster: '' }}
          containerId="c"
          subjectId={5}
        />
      </MemoryRouter>,
    );

  it('loads the player only after being at least 10% visible for 300 ms', async () => {
    renderPlayer();
    act(() => observe(VIDEO_PLAYER.visibilityThreshold / 2));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('player core loaded')).toBeNull();

    act(() => observe(VIDEO_PLAYER.visibilityThreshold));
    await act(async () => vi.advanceTimersByTime(VIDEO_PLAYER.visibilityDebounceMs - 1));
    expect(screen.queryByText('player core loaded')).toBeNull();
    // Scrolled away before the debounce ended: still nothing.
    act(() => observe(0));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('player core loaded')).toBeNull();

    act(() => observe(0.5));
    await act(async () => vi.advanceTimersByTime(VIDEO_PLAYER.visibilityDebounceMs));
    vi.useRealTimers();
    expect(await screen.findByText('player core loaded')).toBeTruthy();
  });
});
