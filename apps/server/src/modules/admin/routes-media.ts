import { AppError } from '@iexam/domain/errors';
import { detectImageType, IMAGE_TYPES } from '@iexam/domain/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import { imageUrl, saveImage } from '../media/image-files';
import { recordAudit } from './audit';

const IMAGE_LIMIT = 5 * 1024 * 1024;
const ALLOWED_IMAGES = `PNG, JPEG, GIF or WebP (${Object.keys(IMAGE_TYPES).join(', ')})`;

export const mediaUploadRoutes: FastifyPluginAsyncZod<{ db: Db; mediaDir: string }> = async (app, deps) => {
  // Raw image bytes, only on this plugin's routes.
  app.addContentTypeParser(
    Object.keys(IMAGE_TYPES),
    { parseAs: 'buffer', bodyLimit: IMAGE_LIMIT },
    (_request, body, done) => done(null, body),
  );
  // Any other type (SVG, BMP…) is refused before its body is read, saying what is accepted: the app-wide answer
  // to an unknown type ("send application/json") is wrong here (issue 35).
  app.addContentTypeParser('*', (request, _payload, done) => {
    const claimed =
      String(request.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() || 'no content type';
    const message = `${claimed} is not accepted: send ${ALLOWED_IMAGES}`;
    done(
      new AppError('UNSUPPORTED_MEDIA_TYPE', {
        field: 'content-type',
        message: `content-type: ${message}`,
        issues: [{ path: 'content-type', message }],
      }),
      undefined,
    );
  });

  app.post(
    '/api/admin/v1/media/images',
    {
      bodyLimit: IMAGE_LIMIT,
      schema: {
        tags: ['admin'],
        summary:
          'Upload an image for question content (PNG, JPEG, GIF or WebP, 5 MB at most); answers its URL',
        description:
          "The raw file as the body with its content type. The type is checked by the file's first bytes; the " +
          "file is stored under a random name in your school's media folder.",
        querystring: z.object({ name: z.string().max(255).optional() }),
        body: z.unknown(),
        response: {
          200: envelopeSchema(z.object({ url: z.string() })),
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request) => {
      const principal = requireStaff(request, 'manage');
      const bytes = request.body;
      const claimed = String(request.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim();
      const type = Buffer.isBuffer(bytes) ? detectImageType(bytes) : undefined;
      if (!Buffer.isBuffer(bytes) || type === undefined || type !== claimed)
        throw new AppError('VALIDATION_FAILED', {
          field: 'body',
          message: `body: not a ${claimed ?? 'known'} image by its content (${ALLOWED_IMAGES})`,
          issues: [{ path: 'body', message: `not an image of the type it claims (${ALLOWED_IMAGES})` }],
        });
      const fileName = await saveImage(deps.mediaDir, principal.schoolId, type, bytes);
      const url = imageUrl(principal.schoolId, fileName);
      await recordAudit(deps.db, principal, {
        action: 'media.image.upload',
        target: `image:${fileName}`,
        detail: { name: request.query.name ?? '', type, size: bytes.length },
      });
      return ok({ url });
    },
  );
};
