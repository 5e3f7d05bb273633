import { loadConfig } from '../../../../apps/server/src/config';
import { LOGIN_FAILURES_PER_ADDRESS } from '../../../../apps/server/src/modules/accounts/routes';
import { createSchool } from '../../../../apps/server/src/test/factories';
import type { Figure } from '../figures';
import { call, type ProofApp } from '../proof-app';

/** Wrong logins the spoofer sends: well past the address's budget, so a budget it escapes shows. */
const TRIES = 4 * LOGIN_FAILURES_PER_ADDRESS.maxFailures;

/**
 * Wrong logins from one client that writes a new X-Forwarded-For on every request, each for an account name of its
 * own in a school of its own (so only the address's budget can stop it, not the account's or the school's): how many
 * reached a password check. `forwardedFor` makes the header the server receives for the n-th try.
 */
async function spoofedLogins(proof: ProofApp, forwardedFor: (n: number) => string): Promise<number> {
  const school = await createSchool(proof.app.database.db, { name: 'Spoofing school' });
  let checked = 0;
  for (let n = 0; n < TRIES; n += 1) {
    const answer = await call(proof.url, 'POST', '/api/accounts/login', {
      headers: { 'x-forwarded-for': forwardedFor(n) },
      json: { schoolId: school.id, userName: `spoofer-${n}`, password: 'Summer2026!' },
    });
    if (answer.status === 401) checked += 1;
    else if (answer.status !== 429)
      throw new Error(`a spoofed login answered ${answer.status}: ${answer.text}`);
  }
  return checked;
}

/** A forged address the server has never seen: the spoofer's hope of a fresh budget each time. */
const forged = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;

/**
 * S2, issue 35: a client that forges X-Forwarded-For to look like a new address on every login. Behind one proxy
 * (TRUST_PROXY=1) the proxy appends the address it saw, and only that one counts; with no TRUST_PROXY the header is
 * not read at all; and a setting that would believe any client's header is refused at start. Before the fix
 * (`trustProxy: true`), each forged address had a budget of its own: all TRIES reached a password check.
 */
export async function runAddressSpoofing(
  behindProxy: ProofApp,
  direct: ProofApp,
  freshAddress: () => string,
): Promise<Figure[]> {
  const client = freshAddress();
  const throughProxy = await spoofedLogins(behindProxy, (n) => `${forged(n)}, ${client}`);
  const straight = await spoofedLogins(direct, forged);
  const believing = ['true', 'yes', 'TRUE'];
  let refusedAtStart = 0;
  for (const value of believing) {
    try {
      loadConfig({ TRUST_PROXY: value }, false);
    } catch {
      refusedAtStart += 1;
    }
  }
  const budget = LOGIN_FAILURES_PER_ADDRESS.maxFailures;
  return [
    {
      id: 'S2',
      name: `issue 35: address spoofing behind one proxy (TRUST_PROXY=1): ${TRIES} wrong logins from one client writing a new X-Forwarded-For each time, reached a password check, against the address's budget of ${budget} (before, with trustProxy true: ${TRIES})`,
      count: throughProxy,
      of: TRIES,
      goal: { kind: 'atMost', limit: budget },
    },
    {
      id: 'S2',
      name: `issue 35: address spoofing with no proxy (TRUST_PROXY unset): the same ${TRIES} forged logins, reached a password check, against the budget of ${budget}`,
      count: straight,
      of: TRIES,
      goal: { kind: 'atMost', limit: budget },
    },
    {
      id: 'S2',
      name: `issue 35: TRUST_PROXY settings that would believe any client's X-Forwarded-For (${believing.join(', ')}), refused at start`,
      count: refusedAtStart,
      of: believing.length,
      goal: { kind: 'all' },
    },
  ];
}
