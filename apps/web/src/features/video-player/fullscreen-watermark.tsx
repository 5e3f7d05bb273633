import { WATERMARK, watermarkWidth } from '@iexam/domain/watermark';
import { Watermark } from 'antd';

/**
 * SPEC §4: in fullscreen only the player is on screen, so the page's watermark layer is not; this one is drawn inside
 * the player with the SPEC §9 defaults, and goes with leaving fullscreen (the caller unmounts it).
 */
export function FullscreenWatermark({ text }: { text: string }) {
  return (
    <div data-testid="exam-video-watermark" aria-hidden className="exam-video-watermark">
      <Watermark
        content={text}
        width={watermarkWidth(true)}
        height={WATERMARK.height}
        rotate={WATERMARK.rotateDegrees}
        gap={[WATERMARK.gapX, WATERMARK.gapY]}
        zIndex={WATERMARK.zIndex}
        font={{ color: WATERMARK.color, fontSize: WATERMARK.fontSize }}
        style={{ width: '100%', height: '100%' }}
      >
        <div style={{ width: '100%', height: '100%' }} />
      </Watermark>
    </div>
  );
}
