import { createHmac, randomInt } from 'node:crypto';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { SharedCounters } from '../limits/shared-counters';

/** PBKDF2 rounds per try: a try costs the same native work in a browser (WebCrypto) as in a script (node:crypto). */
export const LOGIN_CHALLENGE_COST = 5_000;
/** The secret counter is drawn below this: about 500 tries on average, a second or two on a laptop. */
export const LOGIN_CHALLENGE_MAX_COUNTER = 1_000;
const VALID_SECONDS = 600;

export interface LoginChallengeOptions {
  cost: number;
  maxCounter: number;
}

/** The challenge the login page solves: altcha-lib's, with the school and the size of the search in its signed data. */
export type LoginChallenge = Challenge;

export interface LoginChallenges {
  issue(schoolId: string, now: Date): Promise<LoginChallenge>;
  /**
   * Whether `payload` (base64 JSON of `{ challenge, solution }`) solves a challenge we issued for this school that is
   * unexpired and was never used before. Using it spends it: a solution is good for one login.
   */
  redeem(payload: string, schoolId: string, now: Date): Promise<boolean>;
}

function parsePayload(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { challenge, solution } = parsed as { challenge?: unknown; solution?: unknown };
    if (
      typeof challenge !== 'object' ||
      challenge === null ||
      typeof solution !== 'object' ||
      solution === null
    )
      return undefined;
    const parameters = (challenge as { parameters?: unknown }).parameters;
    if (typeof parameters !== 'object' || parameters === null) return undefined;
    return { challenge: challenge as Challenge, solution: solution as Solution };
  } catch {
    return undefined;
  }
}

/**
 * A self-hosted proof of work (ALTCHA, no outside service) that lets a person log in through a spent address or
 * school budget of wrong logins (issue 35, docs/decisions/0050). Signed with a key of its own derived from the token
 * secret; spent solutions are remembered in the shared counters until their challenge has expired, so no process
 * takes one twice.
 */
export function createLoginChallenges(
  tokenSecret: string,
  counters: SharedCounters,
  options: LoginChallengeOptions = { cost: LOGIN_CHALLENGE_COST, maxCounter: LOGIN_CHALLENGE_MAX_COUNTER },
): LoginChallenges {
  const key = createHmac('sha256', tokenSecret).update('iexam login challenges').digest('hex');
  return {
    issue: (schoolId, now) =>
      createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: options.cost,
        counter: randomInt(options.maxCounter),
        deriveKey,
        hmacSignatureSecret: key,
        expiresAt: Math.floor(now.getTime() / 1000) + VALID_SECONDS,
        // The page shows its progress against maxCounter.
        data: { schoolId, maxCounter: options.maxCounter },
      }),
    async redeem(payload, schoolId, now) {
      const parsed = parsePayload(payload);
      if (!parsed?.challenge.signature || parsed.challenge.parameters.data?.schoolId !== schoolId)
        return false;
      const expiresAt = parsed.challenge.parameters.expiresAt;
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) return false;
      const result = await verifySolution({ ...parsed, deriveKey, hmacSignatureSecret: key });
      if (!result.verified) return false;
      // First to count the signature wins; the count lives as long as the challenge could still be used.
      const used = await counters.increment(
        `login-challenge-used:${parsed.challenge.signature}`,
        expiresAt * 1000 - now.getTime() + 60_000,
      );
      return used.count === 1;
    },
  };
}
