import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from './tokens';

const SECRET = 'a-test-secret-of-more-than-thirty-two-characters';
const NOW = new Date('2026-06-01T08:00:00Z');
const claims = { typ: 'user', sch: 'school-1', uid: 7, role: 'candidate', sid: 'session-1' };
const key = createSecretKey(Buffer.from(SECRET, 'utf8'));
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** A well-formed HS256 token of `claims` for a minute past NOW, from `issuer`, signed with `signingKey`. */
const signedFor = (issuer: string, signingKey: KeyObject) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuer)
    .setExpirationTime(seconds(NOW) + 60)
    .sign(signingKey);

describe('tokens: only ours, signed, and with an expiry are honoured (issue 18, S4)', () => {
  const signer = createTokenSigner(SECRET);

  it('a token the signer issued is read back until it expires', async () => {
    const token = await signer.sign(
      { typ: 'user', schoolId: 'school-1', userId: 7, role: 'candidate', sessionId: 'session-1' },
      new Date(NOW.getTime() + 60_000),
    );
    expect(await signer.verify(token, NOW)).toMatchObject({ userId: 7, sessionId: 'session-1' });
    expect(await signer.verify(token, new Date(NOW.getTime() + 61_000))).toBeUndefined();
  });

  it.each([
    [
      'no expiry claim',
      () => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('iexam').sign(key),
    ],
    [
      'alg none',
      async () =>
        new UnsecuredJWT(claims)
          .setIssuer('iexam')
          .setExpirationTime(seconds(NOW) + 60)
          .encode(),
    ],
    ['another secret', () => signedFor('iexam', createSecretKey(Buffer.from(`${SECRET}-other`, 'utf8')))],
    ['another issuer', () => signedFor('someone-else', key)],
  ])('a token with %s is refused', async (_case, make) => {
    expect(await signer.verify(await make(), NOW)).toBeUndefined();
  });
});
