import { beforeAll, describe, expect, it } from 'vitest';
import { createExam, createSchool, type Exam, type OpenCandidate } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');

describe('open exam info (SPEC §6 open-link candidate, §8 authentication code failure)', () => {
  const given = useSchool({ clock: () => NOW });
  let privateExam: Exam;
  let visitor: OpenCandidate;

  beforeAll(async () => {
    const group = await given.newGroup();
    // Private to a group the visitor is not in: the open variant skips the group check.
    // Open entry on: a link of an exam with it off is 'no data!' (issue 35, open-entry-off.test.ts).
    privateExam = await given.newExam({ isPublic: 0, groupIds: [group.id], isAllowNologin: '1' });
    visitor = await given.newOpenCandidate(privateExam);
  });

  const open = (examId: number, query: string) =>
    given.app.inject({ method: 'GET', url: `/open/api/iexam/userexam/v1/exams/${examId}?${query}` });

  it('a known identifyCode sees the exam without an account, invited (the group check is skipped)', async () => {
    const response = await open(
      privateExam.id,
      `tenant_id=${given.school.id}&identifyCode=${visitor.identifyCode}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ examId: privateExam.id, userExamStatus: 1 });
  });

  it("an unknown identifyCode is code 500 'authentication code does not exist' (HTTP 404)", async () => {
    const response = await open(privateExam.id, `tenant_id=${given.school.id}&identifyCode=NO-SUCH-CODE`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 500,
      message: 'authentication code does not exist',
      data: { reason: 'IDENTIFY_CODE_UNKNOWN' },
    });
  });

  it('a code against an exam id that does not exist answers as a code the exam does not know (no exam-id oracle)', async () => {
    const tenant = `tenant_id=${given.school.id}`;
    const missing = await open(2_147_483_000, `${tenant}&identifyCode=${visitor.identifyCode}`);
    const otherExam = await given.newExam({ isPublic: 0 });
    const existing = await open(otherExam.id, `${tenant}&identifyCode=${visitor.identifyCode}`);
    expect(existing.statusCode).toBe(404);
    expect(existing.json().data).toMatchObject({ reason: 'IDENTIFY_CODE_UNKNOWN' });
    expect([missing.statusCode, missing.json()]).toEqual([existing.statusCode, existing.json()]);
  });

  it('a refused link (userStatus 2) gets the refusal with the school’s words, never the exam', async () => {
    const refused = await given.newOpenCandidate(privateExam, {
      userStatus: 2,
      userStatusDesc: '资格审核未通过',
      isChecked: true,
      confirmNotice: 1,
    });
    const tenant = `tenant_id=${given.school.id}`;
    for (const url of [
      `/open/api/iexam/userexam/v1/exams/${privateExam.id}?${tenant}&identifyCode=${refused.identifyCode}`,
      `/open/api/iexam/userexam/v1/examResults/records?${tenant}&examId=${privateExam.id}&identifyCode=${refused.identifyCode}`,
    ]) {
      const response = await given.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({
        code: 6202,
        data: { reason: 'OPEN_CANDIDATE_REFUSED', userStatusDesc: '资格审核未通过' },
      });
      expect(response.body, url).not.toContain(privateExam.examName);
    }
  });

  it('a code of another exam is as unknown as a code that does not exist', async () => {
    const other = await given.newExam();
    const response = await open(
      other.id,
      `tenant_id=${given.school.id}&identifyCode=${visitor.identifyCode}`,
    );
    expect(response.json()).toMatchObject({ code: 500, message: 'authentication code does not exist' });
  });

  it("without a code only an exam that admits visitors (isAllowNologin 1) is shown; others are 'no data!'", async () => {
    const admitting = await given.newExam({ isAllowNologin: '1' });
    expect((await open(admitting.id, `tenant_id=${given.school.id}`)).statusCode).toBe(200);
    const closed = await open((await given.newExam({ isPublic: 0 })).id, `tenant_id=${given.school.id}`);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe('no data!');
  });

  it('tenant_id is required and names the school the code belongs to', async () => {
    const missing = await open(privateExam.id, `identifyCode=${visitor.identifyCode}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ data: { field: 'tenant_id' } });
    const other = await createSchool(given.db());
    const elsewhere = await open(
      privateExam.id,
      `tenant_id=${other.id}&identifyCode=${visitor.identifyCode}`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('the open attempt history lists only the visitor’s own attempts', async () => {
    await given.newAttempt(privateExam, { openCandidateId: visitor.id, score: 70 });
    const stranger = await given.newOpenCandidate(privateExam);
    await given.newAttempt(privateExam, { openCandidateId: stranger.id, score: 10 });
    const response = await given.app.inject({
      method: 'GET',
      url: `/open/api/iexam/userexam/v1/examResults/records?tenant_id=${given.school.id}&examId=${privateExam.id}&identifyCode=${visitor.identifyCode}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.records.map((r: { score: number }) => r.score)).toEqual([70]);
  });

  it('guessing codes: after 20 unknown codes from one address the 21st try is 429, even with a real code', async () => {
    const guesser = await createSchool(given.db());
    const exam = await createExam(given.db(), guesser.id, { isAllowNologin: '1' });
    const real = await given.newOpenCandidate(exam);
    const app = given.app;
    const from = (query: string) =>
      app.inject({
        method: 'GET',
        url: `/open/api/iexam/userexam/v1/exams/${exam.id}?tenant_id=${guesser.id}&${query}`,
        remoteAddress: '10.9.9.9',
      });
    for (let guess = 0; guess < 20; guess += 1)
      expect((await from(`identifyCode=GUESS-${guess}`)).statusCode).toBe(404);
    const blocked = await from(`identifyCode=${real.identifyCode}`);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().data.retryAfterSeconds).toBeGreaterThan(0);
    // Another address is not held back by this one's guesses.
    const elsewhere = await app.inject({
      method: 'GET',
      url: `/open/api/iexam/userexam/v1/exams/${exam.id}?tenant_id=${guesser.id}&identifyCode=${real.identifyCode}`,
      remoteAddress: '10.9.9.10',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
