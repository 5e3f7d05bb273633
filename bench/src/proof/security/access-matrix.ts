import { eq, inArray } from 'drizzle-orm';
import { answers, examResults, openCandidates } from '../../../../apps/server/src/db/schema';
import type { Figure } from '../figures';
import { exampleRequest, openapiRoutes, type Route, routeKey } from '../openapi-routes';
import { type CallResult, call, type ProofApp } from '../proof-app';
import { holdingsOf, valuesNaming, type World } from './world';

type Values = Record<string, unknown>;

interface Scenario {
  name: string;
  /** A fresh token of the attacker for each request (a route may log out or hand in), or none. */
  token(): Promise<string | undefined>;
  tenant: string;
  /** The victim's ids, by the name a parameter or field has. */
  foreign: Values;
  /** The attacker's own ids in the same places: the control that shows the route would answer. */
  own: Values | undefined;
  /** Names whose value is the victim's (a request carrying one of them is aimed at what is not the attacker's). */
  foreignNames: string[];
  marks: string[];
  /** Routes that must refuse this attacker (no 2xx), whatever they answer. */
  mustRefuse?: string[];
}

/** `id` in a path names an attempt on the result routes, else an exam. */
function resolveId(route: Route): 'examResultId' | 'examId' {
  return /\/(result|getStuAnswerStatistics|programAnalysis)\//.test(route.path) ? 'examResultId' : 'examId';
}

function valuesFor(values: Values, used: Set<string>) {
  return (name: string, route: Route) => {
    const key = name === 'id' ? resolveId(route) : name;
    if (!(key in values)) return undefined;
    used.add(key);
    return values[key];
  };
}

function scenarios(proof: ProofApp, world: World): Scenario[] {
  const { app } = proof;
  const alice = holdingsOf(world, world.alice);
  const mallory = holdingsOf(world, world.mallory);
  const bob = holdingsOf(world, world.bob);
  const attemptValues = valuesNaming;
  const graded = (values: Values, h: typeof alice): Values => ({
    ...values,
    gradedAttemptId: h.gradedAttemptId,
  });
  const asUser = (user: World['alice']) => () => app.tokenFor({ user });
  const visitorToken = () => app.tokenFor({ openCandidate: world.visitor1 });
  return [
    {
      name: 'another candidate',
      token: asUser(world.mallory),
      tenant: world.schoolA,
      foreign: graded(attemptValues(alice, world.alice.id), alice),
      own: graded(attemptValues(mallory, world.mallory.id), mallory),
      foreignNames: ['examResultId', 'userId'],
      marks: [alice.mark],
    },
    {
      name: 'another school (its tenant)',
      token: asUser(world.mallory),
      tenant: world.schoolB,
      foreign: attemptValues(bob, world.bob.id),
      own: undefined,
      foreignNames: ['examResultId', 'examId', 'sessionId', 'userId', 'schoolId', 'tenant_id'],
      marks: [world.schoolBMark],
    },
    {
      name: 'another school (own tenant, its ids)',
      token: asUser(world.mallory),
      tenant: world.schoolA,
      foreign: { ...attemptValues(bob, world.bob.id), schoolId: world.schoolA, tenant_id: world.schoolA },
      own: attemptValues(mallory, world.mallory.id),
      foreignNames: ['examResultId', 'examId', 'sessionId', 'subjectId', 'userId'],
      marks: [world.schoolBMark],
    },
    {
      name: 'staff of another school',
      token: asUser(world.adminA),
      tenant: world.schoolB,
      foreign: attemptValues(bob, world.bob.id),
      own: undefined,
      foreignNames: ['examResultId', 'examId', 'sessionId', 'userId', 'schoolId', 'tenant_id'],
      marks: [world.schoolBMark],
    },
    {
      name: 'a private group one is not in',
      token: asUser(world.mallory),
      tenant: world.schoolA,
      foreign: { ...attemptValues(mallory, world.mallory.id), examId: world.privateExamId },
      // The exam itself is the school's to see (SPEC §5: not invited, its start button disabled); only its paper
      // and a start are not: so no not-found comparison here, the marked questions and the refusals instead.
      own: undefined,
      foreignNames: [],
      marks: [world.privateMark],
      mustRefuse: [
        'POST /api/iexam/sso/v1/generatetoken',
        'POST /api/iexam/sso/v1/confirm',
        'POST /api/iexam/userexam/v1/examResults/startExam',
        'POST /api/exam/api/examresult/v1/examResults/examPreview',
      ],
    },
    {
      name: 'an open-link token of another exam',
      token: visitorToken,
      tenant: world.schoolA,
      foreign: {
        schoolId: world.schoolA,
        tenant_id: world.schoolA,
        examId: world.openExam2,
        userId: world.visitor2.id,
        identifyCode: world.visitor1.identifyCode,
        clientId: 'proof-client-1',
      },
      own: {
        schoolId: world.schoolA,
        tenant_id: world.schoolA,
        examId: world.openExam1,
        userId: world.visitor1.id,
        identifyCode: world.visitor1.identifyCode,
        clientId: 'proof-client-1',
      },
      foreignNames: ['examId', 'userId'],
      marks: [world.openMark2],
    },
    {
      name: 'no token',
      token: async () => undefined,
      tenant: world.schoolA,
      foreign: graded(attemptValues(alice, world.alice.id), alice),
      own: undefined,
      foreignNames: [],
      marks: [alice.mark, world.privateMark, world.openMark2],
    },
  ];
}

const NOWHERE_ID = 2_147_483_000;

/** The scenario's foreign ids replaced by ids no school has. */
function phantomOf(scenario: Scenario): Values {
  const values = { ...scenario.foreign };
  for (const name of scenario.foreignNames) {
    values[name] = name === 'schoolId' || name === 'tenant_id' ? 'no-such-school' : NOWHERE_ID;
  }
  return values;
}

/** The same status and envelope (code, message and reason); ids in a message would differ, and none do. */
function isSameAnswer(a: CallResult, b: CallResult): boolean {
  const summary = (r: CallResult) =>
    JSON.stringify([
      r.status,
      r.body?.code,
      r.body?.message,
      r.body?.data?.reason,
      r.status < 300 ? r.body?.data : null,
    ]);
  return summary(a) === summary(b);
}

async function send(proof: ProofApp, scenario: Scenario, route: Route, values: Values) {
  const used = new Set<string>();
  const request = exampleRequest(route, valuesFor(values, used));
  const token = await scenario.token();
  const result = await call(proof.url, route.method, request.path, {
    ...(token ? { token } : {}),
    tenant: scenario.tenant,
    ...(request.body === undefined ? {} : { json: request.body }),
  });
  return { result, used };
}

/** Rows of the victims, read before and after: an attacker's request must change none of them. */
async function victimRows(proof: ProofApp, world: World) {
  const db = proof.app.database.db;
  const attemptIds = [world.alice, world.bob].flatMap((user) => {
    const h = world.holdings.get(user);
    return h ? [h.runningAttemptId, h.gradedAttemptId] : [];
  });
  const attempts = await db.select().from(examResults).where(inArray(examResults.id, attemptIds));
  const saved = await db.select().from(answers).where(inArray(answers.examResultId, attemptIds));
  const visitor = await db.select().from(openCandidates).where(eq(openCandidates.id, world.visitor2.id));
  const rows = [...attempts, ...saved, ...visitor].map((row) => JSON.stringify(row));
  return rows.sort();
}

/** S1: every route of docs/openapi.json × every kind of attacker. */
export async function runAccessMatrix(proof: ProofApp, world: World): Promise<Figure[]> {
  const routes = openapiRoutes();
  const before = await victimRows(proof, world);
  let requests = 0;
  let leaks = 0;
  let aimed = 0;
  let answered404 = 0;
  let unlikeMissing = 0;
  for (const scenario of scenarios(proof, world)) {
    for (const route of routes) {
      const foreign = await send(proof, scenario, route, scenario.foreign);
      requests += 1;
      const leaked = scenario.marks.filter((mark) => foreign.result.text.includes(mark));
      const isAdmitted =
        scenario.mustRefuse?.includes(routeKey(route)) === true && foreign.result.status < 300;
      if (isAdmitted) leaked.push('an admission it must refuse');
      if (leaked.length > 0 || foreign.result.status >= 500) {
        leaks += 1;
        console.log(
          `  LEAK ${scenario.name}: ${routeKey(route)} answered ${foreign.result.status} with ${leaked.join(', ') || 'a server error'}`,
        );
      }
      const isAimed = scenario.foreignNames.some((name) => foreign.used.has(name));
      if (!isAimed || !scenario.own) continue;
      const control = await send(proof, scenario, route, scenario.own);
      if (control.result.status < 200 || control.result.status >= 300) continue;
      // Not-yours and not-there look the same (STYLE.md 2.8): the answer for ids that exist nowhere.
      const phantom = await send(proof, scenario, route, phantomOf(scenario));
      aimed += 1;
      if (foreign.result.status === 404) answered404 += 1;
      if (!isSameAnswer(foreign.result, phantom.result)) {
        unlikeMissing += 1;
        console.log(
          `  UNLIKE A MISSING ONE ${scenario.name}: ${routeKey(route)} answered ${foreign.result.status} ${foreign.result.text.slice(0, 120)}; for ids that exist nowhere ${phantom.result.status} ${phantom.result.text.slice(0, 120)}`,
        );
      }
    }
  }
  const after = await victimRows(proof, world);
  const changed =
    before.filter((row) => !after.includes(row)).length + Math.max(0, after.length - before.length);
  return [
    {
      id: 'S1',
      name: `answers carrying another's data (${routes.length} routes × 7 attackers)`,
      count: leaks,
      of: requests,
      goal: { kind: 'atMost', limit: 0 },
    },
    {
      id: 'S1',
      name: `requests aimed at what is not one's own (where one's own answers 2xx; ${answered404} answered 404), answered unlike ids that exist nowhere`,
      count: unlikeMissing,
      of: aimed,
      goal: { kind: 'atMost', limit: 0 },
    },
    {
      id: 'S1',
      name: "victims' attempts, answers and open-link rows changed by the attackers",
      count: changed,
      of: before.length,
      goal: { kind: 'atMost', limit: 0 },
    },
  ];
}
