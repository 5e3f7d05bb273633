import { WATERMARK, watermarkWidth } from '@iexam/domain/watermark';
import { Watermark } from 'antd';

/** The antd watermark with the SPEC §9 defaults, filling its parent (the page's fixed layer, or a fullscreen player). */
export function WatermarkLayer({ text, hasName }: { text: string; hasName: boolean }) {
  return (
    <Watermark
      content={text}
      width={watermarkWidth(hasName)}
      height={WATERMARK.height}
      rotate={WATERMARK.rotateDegrees}
      gap={[WATERMARK.gapX, WATERMARK.gapY]}
      zIndex={WATERMARK.zIndex}
      font={{ color: WATERMARK.color, fontSize: WATERMARK.fontSize }}
      style={{ width: '100%', height: '100%' }}
    >
      <div style={{ width: '100%', height: '100%' }} />
    </Watermark>
  );
}
