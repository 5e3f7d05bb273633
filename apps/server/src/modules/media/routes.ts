import { AppError } from '@iexam/domain/errors';
import { rowIdParam } from '@iexam/domain/ids';
import type { VideoViewer } from '@iexam/domain/media';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Who } from '../../access/who';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { openSegment, readPlaylist, segmentContentType } from './media-files';
import { issueVideoToken } from './service/issue-video-token';
import { requireVideoForToken } from './service/require-video-for-token';
import type { VideoTokenSigner } from './video-token';

const id = rowIdParam();
const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');
const PLAYLIST_NAME = 'index.m3u8';
const TOKEN_DESCRIPTION =
  'A missing, forged, expired or foreign token answers 403 with code 40000: the player fetches a new token.';

/** Who asks for a token; staff previewing only when they say so (SPEC §7 preview flag). */
function whoAsks(
  request: FastifyRequest,
  query: { identifyCode?: string | undefined; isPreview: boolean },
): Who {
  if (request.principal?.kind === 'user') {
    const user = requireUser(request);
    if (query.isPreview && user.role === 'exam_admin')
      return { kind: 'staff', schoolId: user.schoolId, userId: user.userId, role: user.role };
  }
  if (request.principal) return request.candidate();
  // An open-link visitor may also come with just the code from the address, on the tenant the request names.
  if (query.identifyCode && request.tenantId)
    return { kind: 'visitor', schoolId: request.tenantId, identifyCode: query.identifyCode };
  throw new AppError('UNAUTHENTICATED');
}

/** Who a media request shows by itself (its login cookie or bearer), checked against the token's viewer. */
function viewerOf(request: FastifyRequest): VideoViewer | undefined {
  const { principal } = request;
  if (principal?.kind === 'user') return { kind: 'user', userId: principal.userId };
  if (principal?.kind === 'open') return { kind: 'open', openCandidateId: principal.openCandidateId };
  return undefined;
}

/** SPEC §7 Video and DESIGN §5: the playback token call, and the HLS playlist and segments it opens. */
export const mediaRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mediaDir: string;
  videoSigner: VideoTokenSigner;
}> = async (app, deps) => {
  app.get(
    '/api/iexam/video/v1/playToken',
    {
      schema: {
        tags: ['video'],
        summary:
          'A playback token for a video the caller may see, bound to the video, the viewer and an expiry',
        description:
          'Candidates: a video embedded in an exam they can see. Open-link visitors: in their own exam (token or ' +
          'identifyCode with tenant_id). Exam staff with isPreview=1: any video of their school. Anything else ' +
          'is 404. The stream URL is the descriptor url plus ?token=<data>.',
        querystring: z.object({
          videoId: id,
          identifyCode: z.string().trim().min(1).max(64).optional(),
          isPreview: flag.default(false),
        }),
        response: { 200: envelopeSchema(z.string()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const who = whoAsks(request, request.query);
      return ok(await issueVideoToken(deps.db, deps.videoSigner, who, request.query.videoId, request.now));
    },
  );

  const tokenQuery = z.object({ token: z.string().max(512).optional() });

  app.get(
    `/api/media/videos/:videoId/${PLAYLIST_NAME}`,
    {
      schema: {
        tags: ['video'],
        summary: "The video's HLS playlist; each segment URI carries the same token",
        description: TOKEN_DESCRIPTION,
        params: z.object({ videoId: id }),
        querystring: tokenQuery,
        response: {
          200: z.string().describe('The playlist, sent as application/vnd.apple.mpegurl'),
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const video = await requireVideoForToken(deps.db, deps.videoSigner, {
        token,
        videoId: request.params.videoId,
        viewer: viewerOf(request),
        now: request.now,
      });
      const query = `?token=${encodeURIComponent(token ?? '')}`;
      const playlist = await readPlaylist(deps.mediaDir, video, (name) => `segments/${name}${query}`);
      // The playlist holds the token: never kept by a shared cache.
      return reply
        .header('cache-control', 'private, no-store')
        .type('application/vnd.apple.mpegurl')
        .send(playlist);
    },
  );

  app.get(
    '/api/media/videos/:videoId/segments/:name',
    {
      schema: {
        tags: ['video'],
        summary: 'One segment of the video, a plain file name beside its playlist',
        description: TOKEN_DESCRIPTION,
        params: z.object({ videoId: id, name: z.string().max(128) }),
        querystring: tokenQuery,
        response: {
          200: z.any().describe('The segment bytes, sent as video/mp2t (or the type of its extension)'),
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const video = await requireVideoForToken(deps.db, deps.videoSigner, {
        token: request.query.token,
        videoId: request.params.videoId,
        viewer: viewerOf(request),
        now: request.now,
      });
      const { stream, size } = await openSegment(deps.mediaDir, video, request.params.name);
      return reply
        .header('cache-control', 'private, max-age=300')
        .header('content-length', size)
        .type(segmentContentType(request.params.name))
        .send(stream);
    },
  );
};
