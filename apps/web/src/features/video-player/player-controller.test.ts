import { VIDEO_PLAYER } from '@iexam/domain/constants';
import { describe, expect, it, vi } from 'vitest';
import { type ControlledPlayer, controlPlayer, isTokenError, type TokenOutcome } from './player-controller';

/** A stand-in for video.js: records sources and lets the test fire player events. */
function fakePlayer() {
  const handlers = new Map<string, (() => void)[]>();
  const state = {
    error: null as ReturnType<ControlledPlayer['error']>,
    sources: [] as string[],
    plays: 0,
    pauses: 0,
  };
  const player: ControlledPlayer = {
    src: (source) => void state.sources.push(source.src),
    on: (events, handler) => {
      for (const event of [events].flat()) handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    one: (event, handler) => {
      const once = () => {
        handlers.set(
          event,
          (handlers.get(event) ?? []).filter((h) => h !== once),
        );
        handler();
      };
      player.on(event, once);
    },
    play: () => {
      state.plays += 1;
      return Promise.resolve();
    },
    pause: () => {
      state.pauses += 1;
    },
    error: () => state.error,
    setError: (error) => {
      state.error = error;
    },
  };
  const fire = (event: string) => {
    for (const handler of handlers.get(event) ?? []) handler();
  };
  return { player, state, fire };
}

function setUp(outcomes: TokenOutcome[], online = true) {
  const fake = fakePlayer();
  const replayVisible = vi.fn();
  let clock = 0;
  const fetchToken = vi.fn(async () => outcomes.shift() ?? { kind: 'token' as const, token: 'later' });
  const controller = controlPlayer(fake.player, {
    url: '/api/media/videos/3/index.m3u8',
    fetchToken,
    setReplayVisible: replayVisible,
    isOnline: () => online,
    now: () => clock,
  });
  return {
    ...fake,
    controller,
    replayVisible,
    fetchToken,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

// One turn of the event loop, not a span of time: the fake token fetches answer in promise callbacks.
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('video player controller (SPEC §4, §8 Video)', () => {
  it("an encrypted stream whose media keys cannot be initialised is player error 3, 'Failed to initialize media keys for EME'", async () => {
    const { controller, state } = setUp([{ kind: 'token', token: 't1' }]);
    await controller.start();
    controller.failMediaKeys();
    expect(state.error).toEqual({ code: 3, message: 'Failed to initialize media keys for EME' });
    expect(state.pauses).toBe(1);
  });

  it('fetches a token, then sets the HLS source with it; nothing plays by itself', async () => {
    const { controller, state } = setUp([{ kind: 'token', token: 'a b' }]);
    await controller.start();
    expect(state.sources).toEqual(['/api/media/videos/3/index.m3u8?token=a%20b']);
    expect(state.plays).toBe(0);
  });

  it('a token answer that is not code 200 sets no source and shows no replay button', async () => {
    const { controller, state, replayVisible } = setUp([{ kind: 'refused' }]);
    await controller.start();
    expect(state.sources).toEqual([]);
    expect(replayVisible).not.toHaveBeenCalledWith(true);
  });

  it('a token fetch failure shows the replay button; replay fetches again and plays after metadata', async () => {
    const { controller, state, replayVisible, fire } = setUp([
      { kind: 'failed' },
      { kind: 'token', token: 't2' },
    ]);
    await controller.start();
    expect(replayVisible).toHaveBeenLastCalledWith(true);
    await controller.replay();
    expect(replayVisible).toHaveBeenCalledWith(false);
    expect(state.sources).toEqual(['/api/media/videos/3/index.m3u8?token=t2']);
    expect(state.plays).toBe(0);
    fire('loadedmetadata');
    expect(state.plays).toBe(1);
  });

  it('player error 40000 refreshes the token and reloads the source, at most once per reload interval', async () => {
    const { controller, state, fire, advance, replayVisible } = setUp([
      { kind: 'token', token: 't1' },
      { kind: 'token', token: 't2' },
      { kind: 'token', token: 't3' },
    ]);
    await controller.start();
    state.error = { code: 2, status: 403, responseText: '{"code":40000}' };
    fire('error');
    await flush();
    expect(state.sources.at(-1)).toContain('token=t2');
    fire('error');
    await flush();
    expect(state.sources).toHaveLength(2);
    expect(replayVisible).toHaveBeenLastCalledWith(true);
    advance(VIDEO_PLAYER.errorReloadIntervalMs);
    fire('error');
    await flush();
    expect(state.sources.at(-1)).toContain('token=t3');
  });

  it('other errors while online change nothing', async () => {
    const { controller, state, fire, replayVisible } = setUp([{ kind: 'token', token: 't1' }]);
    await controller.start();
    state.error = { code: 4 };
    fire('error');
    await flush();
    expect(state.sources).toHaveLength(1);
    expect(replayVisible).not.toHaveBeenCalled();
  });

  it.each(['waiting', 'stalled', 'suspend'])(
    '%s while offline pauses and shows the replay button',
    async (event) => {
      const { controller, state, fire, replayVisible } = setUp([{ kind: 'token', token: 't1' }], false);
      await controller.start();
      fire(event);
      expect(state.pauses).toBe(1);
      expect(replayVisible).toHaveBeenLastCalledWith(true);
    },
  );

  it('waiting while online is ordinary buffering', async () => {
    const { fire, state, replayVisible } = setUp([], true);
    fire('waiting');
    expect(state.pauses).toBe(0);
    expect(replayVisible).not.toHaveBeenCalled();
  });

  it.each(['playing', 'canplay'])('%s hides the replay button', (event) => {
    const { fire, replayVisible } = setUp([], false);
    fire(event);
    expect(replayVisible).toHaveBeenLastCalledWith(false);
  });

  it('a playback error while offline shows the replay button', () => {
    const { fire, state, replayVisible } = setUp([], false);
    state.error = { code: 2 };
    fire('error');
    expect(replayVisible).toHaveBeenLastCalledWith(true);
  });
});

describe('isTokenError', () => {
  it.each([
    [{ code: 40000 }, true],
    [{ code: 2, status: 403 }, true],
    [{ code: 2, status: 401 }, true],
    [{ code: 3, responseText: '{"code":40000,"message":"video token expired or invalid"}' }, true],
    [{ code: 2, status: 404 }, false],
    [{ code: 4 }, false],
    [null, false],
  ])('%j → %s', (error, expected) => {
    expect(isTokenError(error)).toBe(expected);
  });
});
