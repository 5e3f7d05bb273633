import { createSecretKey } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import type { Figure } from '../figures';
import { exampleRequest, openapiRoutes, type Route, routeKey } from '../openapi-routes';
import { type CallOptions, call, type ProofApp } from '../proof-app';
import { holdingsOf, valuesNaming, type World } from './world';

type Values = Record<string, unknown>;

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const isAccepted = (status: number) => status >= 200 && status < 300;

function valuesOf(values: Values) {
  return (name: string, route: Route) => {
    const key =
      name === 'id'
        ? /\/(result|getStuAnswerStatistics|programAnalysis)\//.test(route.path)
          ? 'examResultId'
          : 'examId'
        : name;
    return values[key];
  };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token the way ours look, signed with `secret` (or not signed at all for `alg: none`). */
async function forge(
  claims: Record<string, unknown>,
  options: { secret?: string; alg?: 'HS256' | 'HS512' | 'none'; expiresAt?: Date | null },
): Promise<string> {
  const { secret, alg = 'HS256', expiresAt = new Date(Date.now() + 3_600_000) } = options;
  const exp = expiresAt === null ? {} : { exp: Math.floor(expiresAt.getTime() / 1000) };
  if (alg === 'none')
    return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, iss: 'iexam', ...exp })}.`;
  const jwt = new SignJWT(claims).setProtectedHeader({ alg }).setIssuer('iexam');
  if (expiresAt !== null) jwt.setExpirationTime(Math.floor(expiresAt.getTime() / 1000));
  return jwt.sign(
    createSecretKey(Buffer.from(secret ?? 'a-secret-that-is-not-the-servers-at-all-123', 'utf8')),
  );
}

/** One request of a route as a client written from the document sends it, with the values given. */
function send(proof: ProofApp, route: Route, values: Values, options: CallOptions) {
  const request = exampleRequest(route, valuesOf(values));
  return call(proof.url, route.method, request.path, {
    ...options,
    ...(request.body === undefined ? {} : { json: request.body }),
  });
}

/**
 * S4/S5: forged and misused tokens, and cookie-authenticated writes from another site, against every route that
 * refuses a request without a token and answers the genuine one (the control: each probe is of a route that would
 * have answered).
 */
export async function runTokenChecks(proof: ProofApp, world: World, secret: string): Promise<Figure[]> {
  const { app } = proof;
  const routes = openapiRoutes();
  const mallory = holdingsOf(world, world.mallory);
  const own: Values = valuesNaming(mallory, world.mallory.id);

  // Routes a user token opens: refused without one, answered with mallory's (read-only ones, so the probes can
  // repeat without changing what they probe).
  const probes: Route[] = [];
  for (const route of routes.filter((r) => SAFE.has(r.method))) {
    const anonymous = await send(proof, route, own, { tenant: world.schoolA });
    if (anonymous.status !== 401) continue;
    const genuine = await send(proof, route, own, {
      token: await app.tokenFor({ user: world.mallory }),
      tenant: world.schoolA,
    });
    if (isAccepted(genuine.status)) probes.push(route);
  }

  const genuine = await app.tokenFor({ user: world.mallory });
  const claims = decodeJwt(genuine);
  const userClaims = { typ: 'user', sch: claims.sch, uid: claims.uid, role: claims.role, sid: claims.sid };
  const forged: [string, () => Promise<string>, string?][] = [
    ['alg none', () => forge(userClaims, { alg: 'none' })],
    ['wrong signature', () => forge(userClaims, {})],
    ['another algorithm (HS512, right secret)', () => forge(userClaims, { secret, alg: 'HS512' })],
    [
      'expired (right secret, live session)',
      () => forge(userClaims, { secret, expiresAt: new Date(Date.now() - 60_000) }),
    ],
    ['no expiry (right secret, live session)', () => forge(userClaims, { secret, expiresAt: null })],
    // A genuine session of mallory's with alice's id inside: the session is bound to its user.
    [
      'a live session carrying another user id (right secret)',
      () => forge({ ...userClaims, uid: world.alice.id }, { secret }),
    ],
    [
      'payload changed, signature kept',
      async () => {
        const [head, , signature] = genuine.split('.');
        return `${head}.${base64url({ ...decodeJwt(genuine), uid: world.alice.id })}.${signature}`;
      },
    ],
    [
      'a logged-out session',
      async () => {
        const token = await app.tokenFor({ user: world.mallory });
        const out = await call(proof.url, 'POST', '/api/accounts/logout', { token, tenant: world.schoolA });
        if (!isAccepted(out.status)) throw new Error(`logout failed: ${out.status}`);
        return token;
      },
    ],
    ["another school's token", () => app.tokenFor({ user: world.bob })],
  ];

  const figures: Figure[] = [];
  for (const [name, make] of forged) {
    let accepted = 0;
    for (const route of probes) {
      const result = await send(proof, route, own, { token: await make(), tenant: world.schoolA });
      if (isAccepted(result.status)) {
        accepted += 1;
        console.log(
          `  ACCEPTED ${name}: ${routeKey(route)} answered ${result.status} ${result.text.slice(0, 120)}`,
        );
      }
    }
    figures.push({
      id: 'S4',
      name: `${name}: accepted`,
      count: accepted,
      of: probes.length,
      goal: { kind: 'atMost', limit: 0 },
    });
  }

  // An open-link visitor's genuine token, aimed at another open exam of the school, on every route that answers it
  // for its own exam.
  const visitorToken = await app.tokenFor({ openCandidate: world.visitor1 });
  const visitorOwn: Values = {
    ...own,
    examId: world.openExam1,
    userId: world.visitor1.id,
    identifyCode: world.visitor1.identifyCode,
  };
  const visitorForeign: Values = { ...visitorOwn, examId: world.openExam2, userId: world.visitor2.id };
  let openProbes = 0;
  let openAccepted = 0;
  for (const route of routes.filter((r) => SAFE.has(r.method))) {
    const ownAnswer = await send(proof, route, visitorOwn, { token: visitorToken, tenant: world.schoolA });
    const anonymous = await send(
      proof,
      route,
      { ...visitorOwn, identifyCode: undefined },
      { tenant: world.schoolA },
    );
    if (!isAccepted(ownAnswer.status) || isAccepted(anonymous.status)) continue;
    openProbes += 1;
    const foreign = await send(proof, route, visitorForeign, { token: visitorToken, tenant: world.schoolA });
    if (isAccepted(foreign.status)) {
      openAccepted += 1;
      console.log(
        `  ACCEPTED open-link token on another exam: ${routeKey(route)} ${foreign.status} ${foreign.text.slice(0, 120)}`,
      );
    }
  }
  figures.push({
    id: 'S4',
    name: 'an open-link token on another exam: accepted',
    count: openAccepted,
    of: openProbes,
    goal: { kind: 'atMost', limit: 0 },
  });

  // S5: writes carrying the login cookie, sent from another site in every way a browser marks one.
  const writes = routes.filter((r) => !SAFE.has(r.method) && r.path !== '/api/accounts/login');
  const crossSite: [string, Record<string, string>][] = [
    ['Origin of another site', { origin: 'https://attacker.example' }],
    [
      'Sec-Fetch-Site cross-site (Origin forged to match)',
      { 'sec-fetch-site': 'cross-site', origin: proof.url },
    ],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['Referer of another site', { referer: 'https://attacker.example/page' }],
    ['neither Origin nor Sec-Fetch-Site', {}],
    ['Origin null', { origin: 'null' }],
  ];
  let crossAccepted = 0;
  let crossSent = 0;
  let sameOriginAccepted = 0;
  for (const route of writes) {
    for (const [name, headers] of crossSite) {
      const cookie = `iexam_token=${await app.tokenFor({ user: world.mallory })}`;
      const result = await send(proof, route, own, {
        tenant: world.schoolA,
        headers: { cookie, ...headers },
      });
      crossSent += 1;
      if (isAccepted(result.status)) {
        crossAccepted += 1;
        console.log(`  ACCEPTED cross-site cookie write (${name}): ${routeKey(route)} ${result.status}`);
      }
    }
    const cookie = `iexam_token=${await app.tokenFor({ user: world.mallory })}`;
    const control = await send(proof, route, own, {
      tenant: world.schoolA,
      headers: { cookie, origin: proof.url, 'sec-fetch-site': 'same-origin' },
    });
    if (isAccepted(control.status)) sameOriginAccepted += 1;
  }
  figures.push({
    id: 'S5',
    name: `cookie-authenticated writes from another site accepted (${writes.length} write routes × ${crossSite.length} ways; the same from our own origin: ${sameOriginAccepted} accepted)`,
    count: crossAccepted,
    of: crossSent,
    goal: { kind: 'atMost', limit: 0 },
  });
  figures.push({
    id: 'S5',
    name: 'control: cookie-authenticated writes from our own origin accepted (the cookie works, so the refusals above are the check)',
    count: sameOriginAccepted > 0 ? 1 : 0,
    of: 1,
    goal: { kind: 'all' },
  });
  return figures;
}
