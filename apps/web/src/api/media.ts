import { apiRequest } from './client';

/** SPEC §7 Video: what the playback-token call takes; identifyCode comes from the address when present. */
export interface VideoTokenParams {
  videoId: number;
  identifyCode?: string | null | undefined;
  isPreview?: boolean | undefined;
}

/**
 * SPEC §7 Video playback token (code 200, data the token; docs/decisions/0016). Not cached: a token expires, and the
 * player asks for a new one on error 40000.
 */
export function getVideoToken(
  params: VideoTokenParams,
  access: { schoolId: string; token?: string | undefined },
): Promise<string> {
  return apiRequest<string>('/api/iexam/video/v1/playToken', {
    schoolId: access.schoolId,
    token: access.token,
    query: {
      videoId: params.videoId,
      identifyCode: params.identifyCode,
      isPreview: params.isPreview ? 1 : 0,
    },
  });
}

/** SPEC §7: the stream URL is the descriptor's url plus a token query parameter. */
export function videoStreamUrl(url: string, token: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}
