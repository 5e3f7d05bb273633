import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSchool } from '../../test/school-fixture';

const mediaDir = mkdtempSync(join(tmpdir(), 'iexam-images-'));
// A 1 × 1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describe('image upload for question content', () => {
  const given = useSchool({ config: { mediaDir } }, { admin: { role: 'exam_admin' }, student: {} });
  const upload = (who: 'admin' | 'student', body: Buffer | string, type: string) =>
    given.app.injectAs(
      { user: who === 'admin' ? given.admin : given.student },
      {
        method: 'POST',
        url: '/api/admin/v1/media/images?name=diagram.png',
        payload: body,
        headers: { 'content-type': type },
      },
    );
  const stored = () => {
    try {
      return readdirSync(join(mediaDir, given.school.id, 'images'));
    } catch {
      return [];
    }
  };

  it('stores a PNG under a random name and serves it back from a same-origin URL', async () => {
    const response = await upload('admin', PNG, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json().data;
    expect(url).toMatch(new RegExp(`^/api/media/images/${given.school.id}/[0-9a-f]{32}\\.png$`));
    expect(url).not.toContain('diagram');
    const served = await given.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(stored()).toHaveLength(1);
  });

  it('refuses a file whose bytes are not the image type it claims, and other types, writing nothing', async () => {
    const before = stored();
    const html = await upload('admin', '<html><script>alert(1)</script></html>', 'image/png');
    expect(html.statusCode).toBe(400);
    expect(html.json().data.issues).toEqual([{ path: 'body', message: expect.any(String) }]);
    expect((await upload('admin', JPEG, 'image/png')).statusCode).toBe(400);
    // Another image type is told what is accepted (issue 35: it was told to send application/json).
    const svg = await upload('admin', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe(
      'content-type: image/svg+xml is not accepted: send PNG, JPEG, GIF or WebP (image/png, image/jpeg, image/gif, image/webp)',
    );
    const bmp = await upload('admin', Buffer.from('BM\0\0'), 'image/bmp');
    expect(bmp.statusCode).toBe(415);
    expect(bmp.json().message).toMatch(
      /^content-type: image\/bmp is not accepted: send PNG, JPEG, GIF or WebP/,
    );
    expect(
      (await upload('admin', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'image/png')).statusCode,
    ).toBe(413);
    expect((await upload('student', PNG, 'image/png')).statusCode).toBe(403);
    expect(stored()).toEqual(before);
    expect(
      (
        await given.app.inject({
          method: 'GET',
          url: `/api/media/images/${given.school.id}/..%2F..%2Fpasswd`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
