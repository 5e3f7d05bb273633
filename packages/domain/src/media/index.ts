export { isSegmentName, type PlaylistRewrite, rewritePlaylist } from './hls-playlist';
export { detectImageType, IMAGE_TYPES, type ImageType, imageTypeOfName } from './images';
export {
  checkVideoTokenClaims,
  formatVideoToken,
  parseVideoToken,
  VIDEO_TOKEN_TTL_SECONDS,
  type VideoTokenCheck,
  type VideoTokenClaims,
  type VideoViewer,
  videoTokenClaims,
  videoTokenSigningInput,
} from './video-token';
