import { describe, expect, it, vi } from 'vitest';
import {
  pauseOtherPlayers,
  playerKey,
  registeredPlayerKeys,
  registerPlayer,
  unregisterPlayer,
} from './player-registry';

function fake() {
  let isDisposed = false;
  return {
    pause: vi.fn(),
    dispose: vi.fn(() => {
      isDisposed = true;
    }),
    isDisposed: () => isDisposed,
  };
}

describe('player registry (SPEC §4)', () => {
  it('playing one pauses all others; initialising disposes players of other subjects', () => {
    const a1 = fake();
    const a2 = fake();
    const b = fake();
    registerPlayer(playerKey(11, 'v-0'), a1, 11);
    registerPlayer(playerKey(11, 'v-1'), a2, 11);
    pauseOtherPlayers(playerKey(11, 'v-0'));
    expect(a1.pause).not.toHaveBeenCalled();
    expect(a2.pause).toHaveBeenCalledTimes(1);

    registerPlayer(playerKey(22, 'v-0'), b, 22);
    expect(a1.dispose).toHaveBeenCalled();
    expect(a2.dispose).toHaveBeenCalled();
    expect(registeredPlayerKeys()).toEqual([playerKey(22, 'v-0')]);

    unregisterPlayer(playerKey(22, 'v-0'), b);
    expect(registeredPlayerKeys()).toEqual([]);
  });
});
