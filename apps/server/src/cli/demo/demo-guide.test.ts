import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { renderDemoGuide } from './demo-guide';
import { seedDemoSchool } from './demo-school';

/** The demo is seeded as of a fixed instant: the guide names codes and accounts, never times. */
const SEEDED_AT = new Date('2026-06-01T08:00:00Z');

describe('the demo guide npm start prints (issue 17 defect 10)', () => {
  let database: Database;
  let guide: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoSchool(database.db, SEEDED_AT);
    guide = await renderDemoGuide(database.db, 'http://localhost:3000');
  });
  afterAll(() => database.close());

  it.each([
    [
      'the rehearsal exam with its authorization code',
      /期末考试全流程演练（须知 \+ 授权码）\s+\(authorization code 135790\)/,
    ],
    [
      'the authorization-code exam with its code',
      /信息安全导论随堂考（需授权码）\s+\(authorization code 246810\)/,
    ],
    [
      'the open-link visitor by name and phone',
      /identifyCode=OPEN-DEMO-002\s+\(no account needed: confirm as 钱七, 13700002222\)/,
    ],
    ['every demo account', /student3\s+demo1234\s+candidate/],
    ['the staff console', /Staff console\s+http:\/\/\S+\/admin\/demo/],
    ['the proctor of the console', /proctor\s+log in as proctor \/ proctor1234/],
  ])('names %s', (_, line) => {
    expect(guide).toMatch(line);
  });

  it('says no code beside an exam that asks for none', () => {
    const java = guide.split('\n').find((line) => line.includes('2026 年秋季 Java 程序设计期末考试'));
    expect(java).toBeDefined();
    expect(java).not.toMatch(/authorization code/);
  });
});
