import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/envelope';
import { openImage } from './image-files';

/**
 * Images staff uploaded for question content. Public like the content that embeds them (candidates, open-link
 * visitors and previews all show them); the names are 128-bit random, so a listing is the only way to find one.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ mediaDir: string }> = async (app, deps) => {
  app.get(
    '/api/media/images/:schoolId/:fileName',
    {
      schema: {
        tags: ['video'],
        summary: 'An image uploaded for question content',
        params: z.object({ schoolId: z.string().max(40), fileName: z.string().max(64) }),
        response: { 200: z.unknown(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { schoolId, fileName } = request.params;
      const image = await openImage(deps.mediaDir, schoolId, fileName);
      return reply
        .type(image.type)
        .header('content-length', image.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(image.stream);
    },
  );
};
