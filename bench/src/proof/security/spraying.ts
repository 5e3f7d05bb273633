import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { DEVICE_COOKIE } from '../../../../apps/server/src/auth/device-cookies';
import {
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_SCHOOL,
} from '../../../../apps/server/src/modules/accounts/routes';
import { createSchool, createUser, DEFAULT_PASSWORD } from '../../../../apps/server/src/test/factories';
import type { Figure } from '../figures';
import { type CallResult, call, type ProofApp } from '../proof-app';

const CLASS = 40;
const CONCURRENCY = Number(process.env.PROOF_GUESS_CONCURRENCY ?? 10);
/** Guesses sent after the budgets are spent: none may reach a password check. */
const AFTER = 100;
/** Past the school's budget of wrong logins (2,000 in 10 minutes): a sprayer that never stops sends this many. */
const SPRAY_CAP = 5_000;

/** How long the sprayer goes on through the challenge, solving one per guess, to measure its pace. */
const SOLVING_MS = 30_000;
/** The pace the school's budget allows a sprayer over its window, and what it had before issue 35. */
const BUDGET_PER_MINUTE =
  LOGIN_FAILURES_PER_SCHOOL.maxFailures / (LOGIN_FAILURES_PER_SCHOOL.windowSeconds / 60);

/** A login challenge solved as a script would (altcha-lib in Node): what the login sends as `proofOfWork`. */
async function solvedChallenge(url: string, schoolId: string, address: string): Promise<string> {
  const answer = await call(url, 'GET', `/api/accounts/login/challenge?schoolId=${schoolId}`, {
    headers: { 'x-forwarded-for': address },
  });
  if (answer.status !== 200)
    throw new Error(`the challenge answered ${answer.status}: ${answer.text.slice(0, 160)}`);
  const challenge = answer.body?.data as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The sprayer keeps going after the budgets are spent, solving a challenge for every guess: guesses checked a minute. */
async function sprayThroughChallenges(url: string, schoolId: string, freshAddress: () => string) {
  const started = performance.now();
  let checked = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() - started < SOLVING_MS) {
        const address = freshAddress();
        const proofOfWork = await solvedChallenge(url, schoolId, address);
        const result = await call(url, 'POST', '/api/accounts/login', {
          headers: { 'x-forwarded-for': address },
          json: { schoolId, userName: `solved-${next++}`, password: 'Summer2026!', proofOfWork },
        });
        if (result.status === 401) checked += 1;
      }
    }),
  );
  return checked / ((performance.now() - started) / 60_000);
}

/** The device cookie a login answer sets (`name=value`), for the browser's next login. */
export function deviceCookieOf(result: CallResult): string | undefined {
  return result.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))
    ?.split(';')[0];
}

/** Wrong logins (one password on many accounts) until the first 429: how many were checked. */
async function sprayUntilRefused(url: string, schoolId: string, addressOf: (index: number) => string) {
  let next = 0;
  let checked = 0;
  let refused = false;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (!refused && next < SPRAY_CAP) {
        const index = next++;
        const result = await call(url, 'POST', '/api/accounts/login', {
          headers: { 'x-forwarded-for': addressOf(index) },
          json: { schoolId, userName: `sprayed-${index}`, password: 'Summer2026!' },
        });
        if (result.status === 429) refused = true;
        else if (result.status === 401) checked += 1;
        else throw new Error(`a sprayed login answered ${result.status}: ${result.text.slice(0, 160)}`);
      }
    }),
  );
  return checked;
}

/**
 * S2, password spraying (docs/decisions/0041): a classroom of 40 behind one address, each pupil's browser holding the
 * device cookie of an earlier login (a practice sitting, a booking), logs in while a sprayer has spent that
 * address's budget of wrong logins from the same address and the school's from rotating addresses. Every right login
 * must succeed, and no further guess of the sprayer may reach a password check.
 */
export async function runSpraying(proof: ProofApp, freshAddress: () => string): Promise<Figure[]> {
  const { app, url } = proof;
  const db = app.database.db;
  const school = await createSchool(db, { name: 'Spraying school' });
  const pupils = await Promise.all(Array.from({ length: CLASS }, () => createUser(db, school.id)));
  const classAddress = freshAddress();
  const loginOf = (userName: string, device?: string, address = classAddress) =>
    call(url, 'POST', '/api/accounts/login', {
      headers: { 'x-forwarded-for': address, ...(device ? { cookie: device } : {}) },
      json: { schoolId: school.id, userName, password: DEFAULT_PASSWORD },
    });
  const devices: (string | undefined)[] = [];
  for (const pupil of pupils) devices.push(deviceCookieOf(await loginOf(pupil.userName)));

  const sprayStarted = performance.now();
  const fromClassroom = await sprayUntilRefused(url, school.id, () => classAddress);
  const rotating = await sprayUntilRefused(url, school.id, () => freshAddress());
  const sprayPerMinute = (fromClassroom + rotating) / ((performance.now() - sprayStarted) / 60_000);
  let afterwards = 0;
  for (let index = 0; index < AFTER; index += 1) {
    const address = index % 2 === 0 ? classAddress : freshAddress();
    const result = await call(url, 'POST', '/api/accounts/login', {
      headers: { 'x-forwarded-for': address },
      json: { schoolId: school.id, userName: `sprayed-after-${index}`, password: 'Summer2026!' },
    });
    if (result.status !== 429) afterwards += 1;
  }

  let succeeded = 0;
  let withoutCookie = 0;
  let solving = 0;
  for (const [index, pupil] of pupils.entries()) {
    const result = await loginOf(pupil.userName, devices[index]);
    if (result.status === 200) succeeded += 1;
    else
      console.log(
        `  S2: a pupil's right login with its device cookie answered ${result.status} ${result.text.slice(0, 100)}`,
      );
    // A browser new to the account, in the same spent window: refused, and offered the challenge (issue 35).
    const address = freshAddress();
    const refused = await loginOf(pupil.userName, undefined, address);
    if (refused.status === 200) withoutCookie += 1;
    else if (refused.body?.data?.challengeRequired === true) {
      const proofOfWork = await solvedChallenge(url, school.id, address);
      const solved = await call(url, 'POST', '/api/accounts/login', {
        headers: { 'x-forwarded-for': address },
        json: { schoolId: school.id, userName: pupil.userName, password: DEFAULT_PASSWORD, proofOfWork },
      });
      if (solved.status === 200) solving += 1;
    }
  }
  const solvingPerMinute = await sprayThroughChallenges(url, school.id, freshAddress);
  console.log(
    `  S2: the same right logins from a browser new to the account, without solving the challenge: ${withoutCookie} of ${CLASS}; the sprayer's pace while the budgets were open: ${Math.round(sprayPerMinute)} wrong logins checked a minute`,
  );
  return [
    {
      id: 'S2',
      name: `a classroom of ${CLASS} behind one address, with device cookies of an earlier login, after a sprayer spent that address's budget (${fromClassroom} wrong logins, limit ${LOGIN_FAILURES_PER_ADDRESS.maxFailures}) and the school's from rotating addresses (${rotating} more): right logins that succeeded`,
      count: succeeded,
      of: CLASS,
      goal: { kind: 'all' },
    },
    {
      id: 'S2',
      name: `the sprayer's next ${AFTER} guesses (from the classroom's address and rotating ones, no device cookie) that reached a password check`,
      count: afterwards,
      of: AFTER,
      goal: { kind: 'atMost', limit: 0 },
    },
    {
      id: 'S2',
      name: `right logins of ${CLASS} browsers new to their accounts (each behind a new address) after the same spray, solving the login challenge (before issue 35: 0 of ${CLASS}, refused until the window ended)`,
      count: solving,
      of: CLASS,
      goal: { kind: 'all' },
    },
    {
      id: 'S2',
      name: `the sprayer's wrong logins checked a minute after the budgets were spent, solving a challenge for each (${CONCURRENCY} at once, ${SOLVING_MS / 1000} s; before issue 35: 0 while spent, and the school's budget allows ${BUDGET_PER_MINUTE} a minute over its window)`,
      count: Math.round(solvingPerMinute),
      of: BUDGET_PER_MINUTE,
      goal: { kind: 'atMost', limit: BUDGET_PER_MINUTE },
    },
  ];
}
