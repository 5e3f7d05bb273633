import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';
import { LOGIN_FAILURES_PER_ADDRESS } from './routes';

describe('a spent login budget lets a person through a proof of work, once per solution (issue 35)', () => {
  const given = useSchool({}, { pupil: {}, other: {} });
  const login = (remoteAddress: string, userName: string, password: string, proofOfWork?: string) =>
    given.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      remoteAddress,
      payload: { schoolId: given.school.id, userName, password, ...(proofOfWork ? { proofOfWork } : {}) },
    });
  const solved = async (remoteAddress: string, schoolId = given.school.id) => {
    const answer = await given.app.inject({
      method: 'GET',
      url: `/api/accounts/login/challenge?schoolId=${schoolId}`,
      remoteAddress,
    });
    expect(answer.statusCode).toBe(200);
    const challenge = answer.json().data;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  const spend = async (address: string) => {
    for (let index = 0; index < LOGIN_FAILURES_PER_ADDRESS.maxFailures; index += 1)
      expect((await login(address, `sprayed-${index}`, 'Summer2026!')).statusCode).toBe(401);
  };

  it('a right login from a new browser behind a spent address is refused with a challenge, and passes once it is solved', async () => {
    await spend('10.35.0.1');
    const refused = await login('10.35.0.1', given.pupil.userName, DEFAULT_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().data).toMatchObject({ challengeRequired: true });
    const proof = await solved('10.35.0.1');
    expect((await login('10.35.0.1', given.pupil.userName, DEFAULT_PASSWORD, proof)).statusCode).toBe(200);
    // The same solution again: spent.
    const again = await login('10.35.0.1', given.other.userName, DEFAULT_PASSWORD, proof);
    expect(again.statusCode).toBe(429);
    expect(again.json().data).toMatchObject({ challengeRequired: true });
  });

  it('a solved guess is checked and still counted; a solution for another school, a forged one or a tampered one opens nothing', async () => {
    await spend('10.35.0.2');
    expect((await login('10.35.0.2', 'sprayed-x', 'Summer2026!', await solved('10.35.0.2'))).statusCode).toBe(
      401,
    );
    const elsewhere = await solved('10.35.0.2', 'another-school');
    expect((await login('10.35.0.2', given.pupil.userName, DEFAULT_PASSWORD, elsewhere)).statusCode).toBe(
      429,
    );
    expect(
      (await login('10.35.0.2', given.pupil.userName, DEFAULT_PASSWORD, 'bm90IGpzb24=')).statusCode,
    ).toBe(429);
    const proof = JSON.parse(Buffer.from(await solved('10.35.0.2'), 'base64').toString());
    proof.solution.counter += 1;
    const tampered = Buffer.from(JSON.stringify(proof)).toString('base64');
    expect((await login('10.35.0.2', given.pupil.userName, DEFAULT_PASSWORD, tampered)).statusCode).toBe(429);
  });

  it('while the budget is not spent, a login needs no challenge and keeps a solution it sent unspent', async () => {
    const proof = await solved('10.35.0.3');
    expect((await login('10.35.0.3', given.pupil.userName, DEFAULT_PASSWORD, proof)).statusCode).toBe(200);
    await spend('10.35.0.3');
    expect((await login('10.35.0.3', given.pupil.userName, DEFAULT_PASSWORD, proof)).statusCode).toBe(200);
  });
});
