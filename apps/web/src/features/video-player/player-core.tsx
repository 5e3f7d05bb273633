import { CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { VIDEO_PLAYER } from '@iexam/domain/constants';
import type { VideoDescriptor } from '@iexam/domain/content';
import { type WatermarkAccount, watermarkText } from '@iexam/domain/watermark';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import videojs from 'video.js';
import 'video.js/dist/video-js.css';
import { readSession, readSessionJson, SESSION_KEYS } from '@/lib/session-store';
import { FullscreenWatermark } from './fullscreen-watermark';
import { controlPlayer, type TokenOutcome } from './player-controller';
import { pauseOtherPlayers, playerKey, registerPlayer, unregisterPlayer } from './player-registry';

type Player = ReturnType<typeof videojs>;

export interface PlayerCoreProps {
  descriptor: VideoDescriptor;
  containerId: string;
  subjectId: number | undefined;
  fetchToken: () => Promise<TokenOutcome>;
}

// SPEC §9: rates, picture-in-picture off, fullscreen/volume/time displays on, autoplay off, preload auto.
const PLAYER_OPTIONS = {
  controls: true,
  autoplay: false,
  preload: 'auto',
  fluid: true,
  playbackRates: [...VIDEO_PLAYER.playbackRates],
  disablePictureInPicture: true,
  controlBar: {
    pictureInPictureToggle: false,
    fullscreenToggle: true,
    volumePanel: true,
    currentTimeDisplay: true,
    timeDivider: true,
    durationDisplay: true,
  },
  html5: { vhs: { overrideNative: true, playlistExclusionDuration: VIDEO_PLAYER.exclusionDurationSeconds } },
};

/** SPEC §4: the watermark in fullscreen only where isAllowWatermark is '1' (the page's overlay is not shown there). */
function fullscreenWatermarkText(): string {
  if (readSession(SESSION_KEYS.isAllowWatermark) !== '1') return '';
  return watermarkText(readSessionJson<WatermarkAccount>(SESSION_KEYS.accountsInfo)).text;
}

/** The video.js player of one embedded video (lazy: only this module carries video.js, see video-player.tsx). */
export default function PlayerCore({ descriptor, containerId, subjectId, fetchToken }: PlayerCoreProps) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const replay = useRef<() => Promise<void>>(async () => undefined);
  const [player, setPlayer] = useState<Player | null>(null);
  const [isReplayVisible, setReplayVisible] = useState(false);
  const [isFullscreen, setFullscreen] = useState(false);
  const fetchTokenRef = useRef(fetchToken);
  fetchTokenRef.current = fetchToken;

  // One player per video element; fetchToken is read through a ref, so a new callback does not rebuild it.
  useEffect(() => {
    if (!holder.current) return;
    // video.js takes over the element it is given; React only owns the holder around it.
    const element = document.createElement('video-js');
    element.className = 'video-js vjs-big-play-centered';
    holder.current.appendChild(element);
    const built = videojs(element, { ...PLAYER_OPTIONS, poster: descriptor.poster || undefined });
    const key = playerKey(subjectId, containerId);
    registerPlayer(key, built, subjectId);
    built.on('play', () => pauseOtherPlayers(key));
    built.on('fullscreenchange', () => setFullscreen(Boolean(built.isFullscreen())));
    const controller = controlPlayer(built, {
      url: descriptor.url,
      fetchToken: () => fetchTokenRef.current(),
      setReplayVisible,
    });
    replay.current = controller.replay;
    setPlayer(built);
    void controller.start();
    return () => {
      unregisterPlayer(key, built);
      if (!built.isDisposed()) built.dispose();
      setPlayer(null);
    };
  }, [descriptor.url, descriptor.poster, containerId, subjectId]);

  const watermark = isFullscreen ? fullscreenWatermarkText() : '';
  const playerElement = player && !player.isDisposed() ? player.el() : null;
  return (
    <section className="exam-video-core" aria-label={t('examContent.video.label', { name: descriptor.name })}>
      <div ref={holder} data-testid="exam-video-holder" />
      {isReplayVisible && (
        <div className="exam-video-replay">
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => void replay.current()}>
            {t('examContent.replay')}
          </Button>
          <Button
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('examContent.video.dismiss')}
            onClick={() => setReplayVisible(false)}
          />
        </div>
      )}
      {watermark && playerElement && createPortal(<FullscreenWatermark text={watermark} />, playerElement)}
    </section>
  );
}
