import { CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { VIDEO_PLAYER } from '@iexam/domain/constants';
import type { VideoDescriptor } from '@iexam/domain/content';
import { type WatermarkAccount, watermarkText } from '@iexam/domain/watermark';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import videojs from 'video.js';
import videojsZhCn from 'video.js/dist/lang/zh-CN.json';
import 'video.js/dist/video-js.css';
import { currentLanguage, i18n } from '@/i18n';
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

/**
 * video.js names its controls and says a player error's message through its own dictionaries (video.js's language
 * codes): its zh-CN one comes in this lazy chunk with the player (its controls were in English on zh_CN pages, issue
 * 42), English is its own; SPEC §8's EME message gets the page's words in both.
 */
const VIDEOJS_LANGUAGES = { zh_CN: 'zh-CN', en_US: 'en' } as const;
const VIDEOJS_DICTIONARIES: Record<keyof typeof VIDEOJS_LANGUAGES, Record<string, string>> = {
  zh_CN: videojsZhCn,
  en_US: {},
};
for (const [language, code] of Object.entries(VIDEOJS_LANGUAGES))
  videojs.addLanguage(code, {
    ...VIDEOJS_DICTIONARIES[language as keyof typeof VIDEOJS_LANGUAGES],
    [VIDEO_PLAYER.mediaKeysError.message]: i18n.getFixedT(language)('examContent.video.mediaKeysFailed'),
  });

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
    const built = videojs(element, {
      ...PLAYER_OPTIONS,
      poster: descriptor.poster || undefined,
      language: VIDEOJS_LANGUAGES[currentLanguage()],
    });
    const key = playerKey(subjectId, containerId);
    registerPlayer(key, built, subjectId);
    built.on('play', () => pauseOtherPlayers(key));
    built.on('fullscreenchange', () => setFullscreen(Boolean(built.isFullscreen())));
    // video.js takes an object with code and message (its docs); its type declarations list only MediaError.
    const controlled = Object.assign(built, {
      setError: (error: { code: number; message: string }) => void built.error(error as never),
    });
    const controller = controlPlayer(controlled, {
      url: descriptor.url,
      fetchToken: () => fetchTokenRef.current(),
      setReplayVisible,
    });
    replay.current = controller.replay;
    // SPEC §8: the media element asks for keys (EME) for an encrypted stream; video.js does not pass this event on.
    const media = built.tech(true).el();
    media.addEventListener('encrypted', controller.failMediaKeys);
    setPlayer(built);
    void controller.start();
    return () => {
      media.removeEventListener('encrypted', controller.failMediaKeys);
      unregisterPlayer(key, built);
      if (!built.isDisposed()) built.dispose();
      setPlayer(null);
    };
  }, [descriptor.url, descriptor.poster, containerId, subjectId]);

  // A language switched on the page reaches the player's error display too.
  const language = VIDEOJS_LANGUAGES[currentLanguage()];
  useEffect(() => {
    if (player && !player.isDisposed()) player.language(language);
  }, [player, language]);

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
