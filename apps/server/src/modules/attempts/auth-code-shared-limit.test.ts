import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { build } from '../../test/build-app';
import { createExam, createPaper, createSchool, createUser } from '../../test/factories';

const REDIS_URL = process.env.REDIS_URL;

describe('authorization-code tries shared by several server processes', () => {
  it.skipIf(!REDIS_URL)(
    'with REDIS_URL, wrong codes sent to two servers count together: the 6th try is 429 on either (SKIPPED when REDIS_URL is not set)',
    async () => {
      const config = { redisUrl: REDIS_URL };
      const first = await build({ config });
      const second = await build({ config, database: first.database });
      try {
        const db = first.database.db;
        // A school id no earlier run used, so the shared Redis holds no count for this candidate and exam.
        const school = await createSchool(db, { id: `s-${randomUUID().slice(0, 8)}` });
        const user = await createUser(db, school.id);
        const exam = await createExam(db, school.id, { authCodeFlag: 1, authCode: '246810' });
        await createPaper(db, exam);
        const token = await first.tokenFor({ user });
        const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
        const check = (app: typeof first, authCode: string) =>
          app.inject({
            method: 'POST',
            url: '/api/iexam/api/iexam/userexam/v1/checkAuthCode',
            headers: { authorization: `Bearer ${token}`, 'x-tenant-id': school.id },
            payload: { examId: exam.id, authCode },
            remoteAddress: address,
          });
        const answers: unknown[] = [];
        for (const [index, app] of [first, second, first, second, first].entries())
          answers.push((await check(app, `10000${index}`)).json().data);
        expect(answers).toEqual([false, false, false, false, false]);
        expect((await check(second, '246810')).statusCode).toBe(429);
        expect((await check(first, '246810')).statusCode).toBe(429);
      } finally {
        await second.close();
        await first.close();
      }
    },
  );
});
