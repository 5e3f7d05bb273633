import { VIDEO_PLAYER } from '@iexam/domain/constants';
import { videoStreamUrl } from '@/api/media';

/** The part of a video.js player the controller drives (an interface, so tests can hand it a fake). */
export interface ControlledPlayer {
  src(source: { src: string; type: string }): void;
  on(event: string | string[], handler: () => void): void;
  one(event: string, handler: () => void): void;
  play(): Promise<void> | undefined;
  pause(): void;
  error(): { code?: number; status?: unknown; responseText?: unknown } | null | undefined;
  /** Sets the player's error; video.js shows its message, localised, in its error display. */
  setError(error: { code: number; message: string }): void;
}

/** A token fetch's outcome: SPEC §8 tells a failed fetch (replay button) from an answer without the token. */
export type TokenOutcome = { kind: 'token'; token: string } | { kind: 'refused' } | { kind: 'failed' };

export interface PlayerControllerOptions {
  url: string;
  fetchToken: () => Promise<TokenOutcome>;
  /** SPEC §4: the replay button's visibility. */
  setReplayVisible: (isVisible: boolean) => void;
  isOnline?: () => boolean;
  now?: () => number;
}

/**
 * SPEC §4, §8 player error 40000. The server answers a refused token with HTTP 403 and code 40000
 * (docs/decisions/0016); VHS hands the player the status and the body of the failed playlist or segment request.
 */
export function isTokenError(error: ReturnType<ControlledPlayer['error']>): boolean {
  if (!error) return false;
  if (error.code === VIDEO_PLAYER.tokenErrorCode) return true;
  if (error.status === 401 || error.status === 403) return true;
  return (
    typeof error.responseText === 'string' && error.responseText.includes(`${VIDEO_PLAYER.tokenErrorCode}`)
  );
}

/**
 * SPEC §4 Video player behaviour on a built player: the source with a fresh token, error 40000 → token refresh and
 * reload (at most once per SPEC §9 error reload interval, so a server that keeps refusing cannot loop), offline
 * waiting/stalled/suspend → pause and the replay button, hidden again on playing/canplay.
 */
export function controlPlayer(player: ControlledPlayer, options: PlayerControllerOptions) {
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const now = options.now ?? Date.now;
  let lastTokenReloadAt = Number.NEGATIVE_INFINITY;

  /** Fetches a token and sets the source; with `playAfter`, plays once the metadata is in. */
  async function loadSource(playAfter: boolean): Promise<void> {
    const outcome = await options.fetchToken().catch((): TokenOutcome => ({ kind: 'failed' }));
    if (outcome.kind === 'failed') return options.setReplayVisible(true);
    // SPEC §8: a token answer whose code is not 200 sets no source.
    if (outcome.kind === 'refused') return;
    player.src({ src: videoStreamUrl(options.url, outcome.token), type: VIDEO_PLAYER.streamType });
    if (playAfter) player.one('loadedmetadata', () => void player.play()?.catch(() => undefined));
  }

  player.on('error', () => {
    const error = player.error();
    if (!isOnline()) return options.setReplayVisible(true);
    if (!isTokenError(error)) return;
    if (now() - lastTokenReloadAt < VIDEO_PLAYER.errorReloadIntervalMs) return options.setReplayVisible(true);
    lastTokenReloadAt = now();
    void loadSource(false);
  });
  player.on(['waiting', 'stalled', 'suspend'], () => {
    if (isOnline()) return;
    player.pause();
    options.setReplayVisible(true);
  });
  player.on(['playing', 'canplay'], () => options.setReplayVisible(false));

  return {
    /** The first load: token, then source; nothing plays (SPEC §9 autoplay off). */
    start: () => loadSource(false),
    /** SPEC §4 replay: a new token, the source again, play after metadata. */
    replay: () => {
      options.setReplayVisible(false);
      return loadSource(true);
    },
    /**
     * SPEC §8: the media element met an encrypted stream. This product configures no key system (its videos are
     * protected by the playback token, not DRM), so the media keys cannot be initialised: player error code 3 with
     * SPEC's message, instead of a spinner that never ends.
     */
    failMediaKeys: () => {
      player.pause();
      player.setError({ ...VIDEO_PLAYER.mediaKeysError });
    },
  };
}
