export { isSegmentName, type PlaylistRewrite, rewritePlaylist } from './hls-playlist';
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
