import { VIDEO_PLAYER } from '@iexam/domain/constants';
import type { VideoDescriptor } from '@iexam/domain/content';
import { Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import './video-player.css';
import { useVideoToken } from './use-video-token';

// video.js (with its HLS engine) is the heaviest thing a question can hold: it loads only when a video comes into
// view, so routes and questions without video never fetch it.
const PlayerCore = lazy(() => import('./player-core'));

export interface VideoPlayerProps {
  descriptor: VideoDescriptor;
  containerId: string;
  subjectId: number | undefined;
  /** SPEC §3: staff preview asks for the token with the preview flag. */
  isPreview?: boolean | undefined;
}

/**
 * SPEC §4: true once at least VIDEO_PLAYER.visibilityThreshold of the element has been visible for the debounce
 * (observation debounced), so a page of many videos only loads what the candidate scrolls to.
 */
export function useBecameVisible(element: React.RefObject<HTMLElement | null>): boolean {
  const [isVisible, setVisible] = useState(false);
  useEffect(() => {
    if (isVisible || !element.current) return;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(timer);
        const entry = entries.at(-1);
        if (entry?.isIntersecting && entry.intersectionRatio >= VIDEO_PLAYER.visibilityThreshold)
          timer = setTimeout(() => setVisible(true), VIDEO_PLAYER.visibilityDebounceMs);
      },
      { threshold: VIDEO_PLAYER.visibilityThreshold },
    );
    observer.observe(element.current);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [element, isVisible]);
  return isVisible;
}

/** SPEC §4 Video player: a placeholder until visible, then (lazily) the token and the player. */
export function VideoPlayer({ descriptor, containerId, subjectId, isPreview = false }: VideoPlayerProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const isVisible = useBecameVisible(placeholder);
  const fetchToken = useVideoToken(descriptor.id, isPreview);
  return (
    <div ref={placeholder} id={containerId} className="exam-video" data-testid="exam-video">
      {isVisible ? (
        <Suspense fallback={<Skeleton.Node active className="exam-video-placeholder" />}>
          <PlayerCore
            descriptor={descriptor}
            containerId={containerId}
            subjectId={subjectId}
            fetchToken={fetchToken}
          />
        </Suspense>
      ) : (
        <div className="exam-video-placeholder" title={descriptor.name} />
      )}
    </div>
  );
}
