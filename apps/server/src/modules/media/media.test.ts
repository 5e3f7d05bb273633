import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VIDEO_TOKEN_TTL_SECONDS } from '@iexam/domain/media';
import { beforeAll, describe, expect, it } from 'vitest';
import { papers, subjects, videos } from '../../db/schema';
import { createExam, createOpenCandidate } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-01T08:00:00Z');
let now = NOW;
const SCHOOL = 'media-school';
// A media folder of the test's own: the demo clip under this school, and a file beside the school's folder that
// no request may reach.
const mediaDir = mkdtempSync(join(tmpdir(), 'iexam-media-'));
cpSync(fileURLToPath(new URL('../../../../../demo/media/demo', import.meta.url)), join(mediaDir, SCHOOL), {
  recursive: true,
});
writeFileSync(join(mediaDir, 'outside.ts'), 'secret');
writeFileSync(join(mediaDir, SCHOOL, 'other.ts'), 'not beside the playlist');

describe('video playback (SPEC §7 Video, DESIGN §5)', () => {
  const given = useSchool(
    { clock: () => now, config: { mediaDir }, school: { id: SCHOOL } },
    { candidate: {}, other: {}, staff: { role: 'exam_admin' } },
  );
  const ids = {} as { video: number; hidden: number; exam: number; otherExam: number };
  let visitor: { id: number; schoolId: string; examId: number; identifyCode: string };
  let otherVisitor: { id: number; schoolId: string; examId: number };

  beforeAll(async () => {
    const db = given.db();
    const [video, hidden] = await db
      .insert(videos)
      .values([
        { schoolId: SCHOOL, key: 'intro', name: 'Intro', path: 'intro/index.m3u8' },
        { schoolId: SCHOOL, key: 'unused', name: 'Unused', path: 'intro/index.m3u8' },
      ])
      .returning();
    // Open entry on: the visitors below come through open links, which an exam without it refuses.
    const exam = await createExam(db, SCHOOL, { isAllowNologin: '1' });
    const otherExam = await createExam(db, SCHOOL, { isAllowNologin: '1' });
    const [paper] = await db
      .insert(papers)
      .values({ schoolId: SCHOOL, examId: exam.id, key: 'p', name: 'P' })
      .returning();
    await db.insert(subjects).values({
      schoolId: SCHOOL,
      paperId: paper?.id ?? 0,
      key: 's',
      position: 1,
      subjectType: 4,
      subjectTitleContentType: 1,
      subjectTitle: '<p>Watch:</p><div data-video-key="intro"></div>',
      score: 10,
      scoringRule: 'partial',
    });
    Object.assign(ids, { video: video?.id, hidden: hidden?.id, exam: exam.id, otherExam: otherExam.id });
    visitor = await createOpenCandidate(db, exam);
    otherVisitor = await createOpenCandidate(db, otherExam);
  });

  const tokenCall = (who: Parameters<typeof given.app.injectAs>[0], query: Record<string, string>) =>
    given.app.injectAs(who, { method: 'GET', url: '/api/iexam/video/v1/playToken', query });

  async function tokenOf(who: Parameters<typeof given.app.injectAs>[0], videoId = ids.video) {
    const response = await tokenCall(who, { videoId: String(videoId) });
    expect(response.statusCode).toBe(200);
    return response.json().data as string;
  }

  const playlist = (
    videoId: number,
    token?: string,
    who: Parameters<typeof given.app.injectAs>[0] = 'anonymous',
  ) =>
    given.app.injectAs(who, {
      method: 'GET',
      url: `/api/media/videos/${videoId}/index.m3u8`,
      query: token === undefined ? {} : { token },
      tenant: null,
    });

  it('a candidate who sees the exam gets a token (code 200, data the token) that opens the playlist', async () => {
    const response = await tokenCall({ user: given.candidate }, { videoId: String(ids.video) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    const list = await playlist(ids.video, body.data, { user: given.candidate });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(list.headers['cache-control']).toBe('private, no-store');
    const segmentLines = list.body.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(segmentLines).toEqual(
      [0, 1, 2].map((n) => `segments/segment-${n}.ts?token=${encodeURIComponent(body.data)}`),
    );
  });

  it('the rewritten segment URIs serve the segments with the same token', async () => {
    const token = await tokenOf({ user: given.candidate });
    const response = await given.app.injectAs(
      { user: given.candidate },
      {
        method: 'GET',
        url: `/api/media/videos/${ids.video}/segments/segment-1.ts?token=${encodeURIComponent(token)}`,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp2t');
    expect(response.rawPayload[0]).toBe(0x47);
  });

  it('the served answer page carries the SPEC §3 descriptor element instead of the keyed block', async () => {
    const start = await given.app.postAs(
      { user: given.candidate },
      '/api/exam/api/examresult/v1/examResults/examPreview',
      { examId: ids.exam },
    );
    expect(start.statusCode).toBe(403);
    const preview = await given.app.postAs(
      { user: given.staff },
      '/api/exam/api/examresult/v1/examResults/examPreview',
      { examId: ids.exam },
    );
    const title = preview.json().data.subjects[0].subjectTitle as string;
    const descriptor = JSON.stringify({
      url: `/api/media/videos/${ids.video}/index.m3u8`,
      name: 'Intro',
      id: ids.video,
      poster: '',
    });
    expect(title).toBe(
      `<p>Watch:</p><iexam-video data-video="${descriptor.replace(/"/g, '&quot;')}"></iexam-video>`,
    );
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'nonsense'],
  ])('the playlist with %s answers 403 with code 40000', async (_name, token) => {
    const response = await playlist(ids.video, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 40000, data: { reason: 'VIDEO_TOKEN_INVALID' } });
  });

  it('a token with a changed expiry, video or viewer fails its signature (tampering)', async () => {
    const token = await tokenOf({ openCandidate: visitor });
    const parts = token.split('.');
    for (const [index, value] of [
      [4, String(Number(parts[4]) + 3600)],
      [2, String(ids.hidden)],
      [3, `o${otherVisitor.id}`],
    ] as const) {
      const forged = parts.map((part, i) => (i === index ? value : part)).join('.');
      const videoId = index === 2 ? ids.hidden : ids.video;
      expect((await playlist(videoId, forged)).json().code).toBe(40000);
    }
    expect((await playlist(ids.video, token)).statusCode).toBe(200);
  });

  it('a token expires after its lifetime, then answers 40000 until a new one is fetched', async () => {
    const token = await tokenOf({ user: given.candidate });
    now = new Date(NOW.getTime() + VIDEO_TOKEN_TTL_SECONDS * 1000);
    expect((await playlist(ids.video, token, { user: given.candidate })).statusCode).toBe(200);
    now = new Date(NOW.getTime() + (VIDEO_TOKEN_TTL_SECONDS + 1) * 1000);
    const expired = await playlist(ids.video, token, { user: given.candidate });
    expect(expired.json()).toMatchObject({ code: 40000, data: { cause: 'EXPIRED' } });
    expect(
      (await playlist(ids.video, await tokenOf({ user: given.candidate }), { user: given.candidate }))
        .statusCode,
    ).toBe(200);
    now = NOW;
  });

  it('a token opens only its own video', async () => {
    const token = await tokenOf({ user: given.staff }, ids.video);
    const response = await playlist(ids.hidden, token, { user: given.staff });
    expect(response.json()).toMatchObject({ code: 40000, data: { cause: 'WRONG_VIDEO' } });
  });

  it("a token opens only for its own viewer: another account's login, or none for an account's token", async () => {
    const token = await tokenOf({ user: given.candidate });
    expect((await playlist(ids.video, token, { user: given.other })).json()).toMatchObject({
      data: { cause: 'WRONG_VIEWER' },
    });
    expect((await playlist(ids.video, token)).json()).toMatchObject({ data: { cause: 'WRONG_VIEWER' } });
  });

  it.each([
    ['../outside.ts', 'a parent folder'],
    ['..%2F..%2Foutside.ts', 'an encoded parent folder'],
    ['other.ts', 'a name that is not beside the playlist'],
    ['index.m3u8', 'not a segment'],
    ['.hidden.ts', 'a hidden file'],
  ])('segment name %s (%s) is refused', async (name) => {
    const token = await tokenOf({ user: given.candidate });
    const response = await given.app.injectAs(
      { user: given.candidate },
      {
        method: 'GET',
        url: `/api/media/videos/${ids.video}/segments/${name}?token=${encodeURIComponent(token)}`,
      },
    );
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret');
  });

  it('open-link visitors get tokens only for videos of their own exam; by token or by code', async () => {
    expect((await tokenCall({ openCandidate: visitor }, { videoId: String(ids.video) })).statusCode).toBe(
      200,
    );
    expect(
      (await tokenCall({ openCandidate: otherVisitor }, { videoId: String(ids.video) })).statusCode,
    ).toBe(404);
    const byCode = await given.app.injectAs('anonymous', {
      method: 'GET',
      url: '/api/iexam/video/v1/playToken',
      query: { videoId: String(ids.video), identifyCode: visitor.identifyCode, tenant_id: SCHOOL },
    });
    expect(byCode.statusCode).toBe(200);
    expect((await tokenCall('anonymous', { videoId: String(ids.video) })).statusCode).toBe(401);
  });

  it('a video no visible exam embeds is NOT_FOUND, except for staff previewing', async () => {
    expect(
      (await tokenCall({ user: given.candidate }, { videoId: String(ids.hidden) })).json(),
    ).toMatchObject({
      code: 404,
    });
    expect((await tokenCall({ user: given.staff }, { videoId: String(ids.hidden) })).statusCode).toBe(404);
    const preview = await tokenCall({ user: given.staff }, { videoId: String(ids.hidden), isPreview: '1' });
    expect(preview.statusCode).toBe(200);
    expect(
      (await tokenCall({ user: given.candidate }, { videoId: String(ids.hidden), isPreview: '1' }))
        .statusCode,
    ).toBe(404);
  });
});
