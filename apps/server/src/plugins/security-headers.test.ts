import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { createSchool } from '../test/factories';

describe('security headers (helmet, built once: decision 0044)', () => {
  const holder = useTestApp();

  it('every answer carries the same policy, an error and a second request too', async () => {
    const { app } = holder;
    const school = await createSchool(app.database.db);
    const answers = [
      await app.inject({ method: 'GET', url: `/api/ischool/v1/schools/${school.id}` }),
      await app.inject({ method: 'GET', url: `/api/ischool/v1/schools/${school.id}` }),
      await app.inject({ method: 'GET', url: '/api/ischool/v1/schools/no-such-school' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404]);
    for (const answer of answers) {
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      // The HLS player's transmuxing worker (issue 17) and the school's portal framing the pages (SPEC §2).
      expect(policy).toContain("worker-src 'self' blob:");
      // Framing: this site only by default (issue 35: any https site could frame every page).
      expect(policy).toContain("frame-ancestors 'self';");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

describe("framing by the school's portal (FRAME_ANCESTORS, issue 35)", () => {
  const holder = useTestApp({
    config: {
      frameAncestors: { sources: ["'self'", 'https://portal.school.edu'], xFrameOptions: undefined },
    },
  });

  it('only the listed origins may frame the pages; X-Frame-Options, which names no origin, is left out', async () => {
    const answer = await holder.app.inject({ method: 'GET', url: '/api/ischool/v1/schools/none' });
    const policy = String(answer.headers['content-security-policy']);
    const ancestors = /frame-ancestors ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(ancestors).toEqual(["'self'", 'https://portal.school.edu']);
    expect(ancestors).not.toContain('https:');
    expect(answer.headers['x-frame-options']).toBeUndefined();
  });
});
