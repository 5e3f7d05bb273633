import { normaliseUserName } from '@iexam/domain/accounts';
import { AppError } from '@iexam/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, type DeviceCookies } from '../../auth/device-cookies';
import type { LoginChallenges } from '../../auth/login-challenges';
import type { GuessLimiter } from '../../plugins/guess-limit';

/** Wrong logins one address may make in 10 minutes: a classroom's typos, not a sweep over the school's accounts. */
export const LOGIN_FAILURES_PER_ADDRESS = { maxFailures: 50, windowSeconds: 600 };
/** Wrong logins a school takes in 10 minutes from all addresses together (a sweep from rotating addresses). */
export const LOGIN_FAILURES_PER_SCHOOL = { maxFailures: 2_000, windowSeconds: 600 };
/** Wrong passwords a browser with a device cookie for the account may try in 10 minutes before it counts as unknown. */
export const LOGIN_FAILURES_PER_DEVICE = { maxFailures: 5, windowSeconds: 600, holdsTries: true };
/**
 * Wrong one-time codes one staff account may take in 15 minutes (a code's life), from all addresses together: a code
 * login passes the address's and the school's budgets, so this is what stops guessing (50 bits, 10 tries).
 */
export const LOGIN_CODE_FAILURES_PER_ACCOUNT = { maxFailures: 10, windowSeconds: 900, holdsTries: true };

/** Who is logging in, as far as the budgets care. */
export interface LoginAttempt {
  schoolId: string;
  userName: string;
  /** A solved login challenge (base64 JSON of altcha's `{ challenge, solution }`), sent after a 429 that offered one. */
  proofOfWork?: string | undefined;
}

/** Runs one login's check of its secret under the budgets it draws on; wrong credentials count against each. */
export type LoginBudgets = <T>(
  request: FastifyRequest,
  login: LoginAttempt,
  check: () => Promise<T>,
) => Promise<T>;

const isTooMany = (error: unknown): error is AppError =>
  error instanceof AppError && error.reason === 'TOO_MANY_REQUESTS';

/**
 * Password spraying (one password tried on many accounts) passes the per-account limit: wrong logins are also counted
 * per address and per school (the same limiter as the guessable codes). A sprayer can spend those budgets, so a
 * browser that has logged in to the account before (a device cookie, OWASP) is counted against its own budget instead
 * (docs/decisions/0041), and any other browser is offered a proof of work when a budget is spent: solved, it passes
 * the spent budgets once (docs/decisions/0050). A person waits a second or two; a sprayer pays that for every guess.
 */
export function loginBudgets(
  app: FastifyInstance,
  deps: { deviceCookies: DeviceCookies; loginChallenges: LoginChallenges },
): LoginBudgets {
  const byAddress = app.guessLimiter('login-address', LOGIN_FAILURES_PER_ADDRESS);
  const bySchool = app.guessLimiter('login-school', LOGIN_FAILURES_PER_SCHOOL);
  const byDevice = app.guessLimiter('login-device', LOGIN_FAILURES_PER_DEVICE);

  const budgetsOf = async (request: FastifyRequest, login: LoginAttempt) => {
    const cookie = request.cookies[DEVICE_COOKIE];
    const device = deps.deviceCookies.deviceOf(cookie, login.schoolId, login.userName, request.now);
    if (device) {
      try {
        await byDevice.assertAllowed(request, [device]);
        return { keys: [[byDevice, device]] as [GuessLimiter, string][] };
      } catch (error) {
        // The device's own budget is spent: from here on it is an unknown browser, like any other.
        if (!isTooMany(error)) throw error;
      }
    }
    const keys: [GuessLimiter, string][] = [
      [byAddress, request.ip],
      [bySchool, login.schoolId],
    ];
    // A solution is spent only where it is needed, so a page that solved one while the budget came back keeps it.
    const isSpent = (await byAddress.isSpent(request.ip)) || (await bySchool.isSpent(login.schoolId));
    if (isSpent && login.proofOfWork !== undefined) {
      if (await deps.loginChallenges.redeem(login.proofOfWork, login.schoolId, request.now))
        return { keys, isSolved: true };
    }
    try {
      for (const [limiter, key] of keys) await limiter.assertAllowed(request, [key]);
    } catch (error) {
      if (!isTooMany(error)) throw error;
      throw new AppError('TOO_MANY_REQUESTS', {
        message: `${error.message}, or solve the login challenge`,
        details: { ...error.details, challengeRequired: true },
      });
    }
    return { keys };
  };

  return async (request, login, check) => {
    const { keys } = await budgetsOf(request, login);
    try {
      return await check();
    } catch (error) {
      // A solved login's failures are counted too (never held first): they keep the budgets spent.
      if (error instanceof AppError && error.reason === 'INVALID_CREDENTIALS')
        for (const [limiter, key] of keys) await limiter.recordFailure(request, [key]);
      throw error;
    }
  };
}

/**
 * A login with a one-time code an exam admin issued (issue 35) is how staff get in while a spray keeps the address's
 * and the school's budgets spent, so it draws on neither: only on the account's own budget of wrong codes
 * (docs/decisions/0052). The route's per-address-and-account rate limit applies as to any login.
 */
export function loginCodeBudget(app: FastifyInstance): LoginBudgets {
  const byAccount = app.guessLimiter('login-code-account', LOGIN_CODE_FAILURES_PER_ACCOUNT);
  return async (request, login, check) => {
    const key = `${login.schoolId}:${normaliseUserName(login.userName)}`;
    await byAccount.assertAllowed(request, [key]);
    try {
      return await check();
    } catch (error) {
      if (error instanceof AppError && error.reason === 'INVALID_CREDENTIALS')
        await byAccount.recordFailure(request, [key]);
      throw error;
    }
  };
}
