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
      expect(policy).toContain("frame-ancestors 'self' https:");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      // Framing is the policy's to decide, not X-Frame-Options'.
      expect(answer.headers['x-frame-options']).toBeUndefined();
    }
  });
});
