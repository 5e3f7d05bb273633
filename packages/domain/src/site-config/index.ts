export { analyticsEndpointFor } from './analytics';
export { type FrameAncestors, parseFrameAncestors } from './frame-ancestors';
export {
  findRegionInAddress,
  INNER_MONITORING_MESSAGE_TYPE,
  type InnerMonitoringMessage,
  innerMonitoringMessage,
  type RegionMatch,
} from './region';
export {
  type AnalyticsConfig,
  DEFAULT_SITE_CONFIG,
  desktopClientAddress,
  parseSiteConfig,
  type RegionCode,
  type RegionTable,
  type SiteConfig,
} from './site-config';
