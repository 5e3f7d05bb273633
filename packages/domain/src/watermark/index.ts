export { WATERMARK, type WatermarkAccount, watermarkText, watermarkWidth } from './watermark-text';
