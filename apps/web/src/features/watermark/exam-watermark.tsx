import { WATERMARK, type WatermarkAccount, watermarkText } from '@iexam/domain/watermark';
import { useEffect, useState } from 'react';
import { WatermarkLayer } from '@/components/watermark-layer';
import { readSession, SESSION_KEYS } from '@/lib/session-store';
import { throttle } from '@/lib/throttle';

export interface ExamWatermarkProps {
  account: WatermarkAccount | null | undefined;
  /** Drawn instead of a name when no name is known (SPEC §9). */
  examResultId?: number | null | undefined;
}

/** SPEC §3: the watermark is drawn only where the session storage flag isAllowWatermark is '1'. */
export function isWatermarkAllowed(): boolean {
  return readSession(SESSION_KEYS.isAllowWatermark) === '1';
}

/** SPEC §4: redrawn on window resize, throttled (SPEC §9 500 ms). Returns a number that changes on each redraw. */
function useResizeRedraw(): number {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const redraw = throttle(() => setGeneration((value) => value + 1), WATERMARK.resizeThrottleMs);
    window.addEventListener('resize', redraw.call);
    return () => {
      window.removeEventListener('resize', redraw.call);
      redraw.cancel();
    };
  }, []);
  return generation;
}

/**
 * SPEC §2 watermark overlay with the SPEC §9 defaults: a layer over the whole window that lets clicks through, so
 * redrawing it never re-mounts the page under it.
 */
export function ExamWatermark({ account, examResultId }: ExamWatermarkProps) {
  const generation = useResizeRedraw();
  const { text, hasName } = watermarkText(account, examResultId);
  if (!text || !isWatermarkAllowed()) return null;
  return (
    <div
      data-testid="exam-watermark"
      data-text={text}
      aria-hidden
      style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: WATERMARK.zIndex }}
    >
      <WatermarkLayer key={generation} text={text} hasName={hasName} />
    </div>
  );
}
