import { WatermarkLayer } from '@/components/watermark-layer';

/**
 * SPEC §4: in fullscreen only the player is on screen, so the page's watermark layer is not; this one is drawn inside
 * the player with the SPEC §9 defaults, and goes with leaving fullscreen (the caller unmounts it).
 */
export function FullscreenWatermark({ text }: { text: string }) {
  return (
    <div data-testid="exam-video-watermark" aria-hidden className="exam-video-watermark">
      <WatermarkLayer text={text} hasName />
    </div>
  );
}
