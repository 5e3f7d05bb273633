import { createSecretKey } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { UserRole } from '../db/schema/users';
import { USER_ROLES } from '../db/schema/users';

const ISSUER = 'iexam';

export type TokenClaims =
  | { typ: 'user'; schoolId: string; userId: number; role: UserRole; sessionId: string }
  | { typ: 'open'; schoolId: string; examId: number; openCandidateId: number };

export interface TokenSigner {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** Undefined for a token that is malformed, forged, expired or of an unknown shape. */
  verify(token: string, now: Date): Promise<TokenClaims | undefined>;
}

function isRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

function parseClaims(payload: Record<string, unknown>): TokenClaims | undefined {
  const { typ, sch } = payload;
  if (typeof sch !== 'string') return undefined;
  if (typ === 'user') {
    const { uid, role, sid } = payload;
    if (typeof uid !== 'number' || !isRole(role) || typeof sid !== 'string') return undefined;
    return { typ, schoolId: sch, userId: uid, role, sessionId: sid };
  }
  if (typ === 'open') {
    const { exam, oc } = payload;
    if (typeof exam !== 'number' || typeof oc !== 'number') return undefined;
    return { typ, schoolId: sch, examId: exam, openCandidateId: oc };
  }
  return undefined;
}

/** Verified tokens remembered per process; the oldest go first beyond this. */
const MAX_VERIFIED = 50_000;

/** HS256 tokens; the claims name their principal kind so one kind can never pass for the other. */
export function createTokenSigner(secret: string): TokenSigner {
  // A token's signature never changes its verdict, so each is verified once per process (WebCrypto's HMAC was a
  // twentieth of the start burst's CPU); its expiry is still checked against every request's clock.
  const verified = new Map<string, { claims: TokenClaims; expiresAtSeconds: number }>();
  // A KeyObject, not raw bytes: jose would import raw bytes into a WebCrypto key on every verify (a tenth of a
  // request's CPU on the hot read and save paths, measured in docs/benchmarks.md).
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    async sign(claims, expiresAt) {
      const payload =
        claims.typ === 'user'
          ? {
              typ: claims.typ,
              sch: claims.schoolId,
              uid: claims.userId,
              role: claims.role,
              sid: claims.sessionId,
            }
          : { typ: claims.typ, sch: claims.schoolId, exam: claims.examId, oc: claims.openCandidateId };
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token, now) {
      const known = verified.get(token);
      if (known) return known.expiresAtSeconds > Math.floor(now.getTime() / 1000) ? known.claims : undefined;
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          // Every token we issue expires; one without an expiry is not ours to honour (issue 18).
          requiredClaims: ['exp'],
          currentDate: now,
        });
        const claims = parseClaims(payload);
        if (claims && typeof payload.exp === 'number') {
          if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
          verified.set(token, { claims, expiresAtSeconds: payload.exp });
        }
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
