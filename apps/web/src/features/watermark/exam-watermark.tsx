import { WATERMARK, type WatermarkAccount, watermarkText } from '@iexam/domain/watermark';
import { lazy, Suspense, useEffect, useState } from 'react';
import { readSession, SESSION_KEYS, writeSession } from '@/lib/session-store';
import { throttle } from '@/lib/throttle';
import { useIsHydrated } from '@/lib/use-is-hydrated';

// antd's Watermark is fetched only where a watermark is drawn, not with every exam information and answer page
// (issue 22). The layer is fixed over the window, so nothing in the page moves when it arrives.
const WatermarkLayer = lazy(async () => ({
  default: (await import('@/components/watermark-layer')).WatermarkLayer,
}));

export interface ExamWatermarkProps {
  account: WatermarkAccount | null | undefined;
  /** Drawn instead of a name when no name is known (SPEC §9). */
  examResultId?: number | null | undefined;
  /** The exam's own setting (isAllowWatermark 1): drawn, and remembered for this tab's other pages. */
  isRequiredByExam?: boolean | undefined;
}

/**
 * SPEC §3: the watermark is drawn where the session storage flag isAllowWatermark is '1'. A host portal may set it;
 * an exam that asks for a watermark sets it too (issue 17 defect 10: nothing set it on a standalone install), so the
 * result page and the fullscreen video of the same tab draw it as well.
 */
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
export function ExamWatermark({ account, examResultId, isRequiredByExam = false }: ExamWatermarkProps) {
  const generation = useResizeRedraw();
  // The tab's session storage decides, which the server cannot read: drawn once hydrated (a fixed layer, nothing moves).
  const isHydrated = useIsHydrated();
  useEffect(() => {
    if (isRequiredByExam) writeSession(SESSION_KEYS.isAllowWatermark, '1');
  }, [isRequiredByExam]);
  const { text, hasName } = watermarkText(account, examResultId);
  if (!isHydrated || !text || !(isRequiredByExam || isWatermarkAllowed())) return null;
  return (
    <div
      data-testid="exam-watermark"
      data-text={text}
      aria-hidden
      style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: WATERMARK.zIndex }}
    >
      <Suspense fallback={null}>
        <WatermarkLayer key={generation} text={text} hasName={hasName} />
      </Suspense>
    </div>
  );
}
