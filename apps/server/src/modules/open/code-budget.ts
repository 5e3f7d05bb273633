import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GuessCounter } from './service/guess-counter';

/**
 * DESIGN §5 / SPEC §8: identifyCodes and shared codes are secrets that can be guessed. Every open path that takes
 * one (exam info, attempt history, user list, personalVerify, the shared-code calls) draws on ONE budget, so an
 * enumerator cannot spread guesses over several calls: 20 failures per client address (what the open exam info
 * call always had) and, as the authorization code has on the logged-in paths, 200 per exam, all in 10 minutes.
 * The exam's budget is larger than one address's so that a single guesser cannot lock a whole exam's visitors out.
 */
export const OPEN_CODE_LIMITS = {
  address: { maxFailures: 20, windowSeconds: 600 },
  exam: { maxFailures: 200, windowSeconds: 600 },
};

/** The budget's counter for one request, at one exam when it is known (a session's code names it only later). */
export type OpenCodeBudget = (
  request: FastifyRequest,
  schoolId: string,
  examId: number | undefined,
) => GuessCounter;

/** The shared 'open-code' budget (Redis-backed when REDIS_URL is set: the limiters are the app's, by name). */
export function openCodeBudget(app: FastifyInstance): OpenCodeBudget {
  const address = app.guessLimiter('open-code', OPEN_CODE_LIMITS.address);
  const exam = app.guessLimiter('open-code-exam', OPEN_CODE_LIMITS.exam);
  return (request, schoolId, examId) => {
    const examKeys = examId === undefined ? [] : [`${schoolId}:${examId}`];
    return {
      assertAllowed: async () => {
        await address.assertAllowed(request, [request.ip]);
        await exam.assertAllowed(request, examKeys);
      },
      recordFailure: async () => {
        await address.recordFailure(request, [request.ip]);
        await exam.recordFailure(request, examKeys);
      },
    };
  };
}
