import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { LoginChallenge } from '@/api/accounts';
import { getLoginChallenge } from '@/api/accounts';

/** How sure the page is that a solution exists within the tries made so far: never 100 % before it is found. */
const LAST_SHOWN_BEFORE_FOUND = 0.99;

/**
 * Fetches and solves the login proof of work in this browser (WebCrypto PBKDF2, nothing leaves the page but the
 * solution), reporting how far the search has come against the size the server drew it from. Resolves to what the
 * login sends as `proofOfWork`; rejects when the search ends without a solution.
 */
export async function solveLoginChallenge(
  schoolId: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const challenge: LoginChallenge = await getLoginChallenge(schoolId);
  const maxCounter = Math.max(1, challenge.parameters.data?.maxCounter ?? 1);
  let tries = 0;
  onProgress(0);
  const solution = await solveChallenge({
    challenge,
    controller: abortControllerFor(signal),
    deriveKey: (parameters, salt, password) => {
      tries += 1;
      if (tries % 10 === 0) onProgress(Math.min(LAST_SHOWN_BEFORE_FOUND, tries / maxCounter));
      return deriveKey(parameters, salt, password);
    },
  });
  if (!solution) throw new Error('the login challenge was not solved');
  onProgress(1);
  return btoa(JSON.stringify({ challenge, solution }));
}

function abortControllerFor(signal: AbortSignal | undefined): AbortController {
  const controller = new AbortController();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  return controller;
}
