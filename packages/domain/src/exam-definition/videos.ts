import { z } from 'zod';
import { keySchema, nameSchema } from './primitives';

/** An HLS video of the school's media folder; content embeds it by key (`data-video-key`, see content-videos.ts). */
export const videoSchema = z.strictObject({
  key: keySchema,
  name: nameSchema,
  path: z
    .string()
    .trim()
    .min(1, 'required')
    // The media folder is the boundary of what may be served: no absolute paths, no way out of it.
    .refine(
      (path) => !path.startsWith('/') && !path.split(/[/\\]/).includes('..'),
      'expected a path inside the media folder (no leading / and no ..)',
    )
    .describe('The HLS playlist, relative to the media folder'),
  poster: z.string().default(''),
});
