import type { Db } from '../../../../apps/server/src/db/client';
import { redemptionCodes } from '../../../../apps/server/src/db/schema';
import {
  createExam,
  createOpenCandidate,
  createPaper,
  createSchool,
  createSession,
  createUser,
  DEFAULT_PASSWORD,
} from '../../../../apps/server/src/test/factories';
import type { Figure } from '../figures';
import { type CallResult, call, type ProofApp } from '../proof-app';
import { deviceCookieOf } from './spraying';

/** The exam every secret here guards: two hours, as a sitting is. */
const EXAM_WINDOW_SECONDS = 2 * 3600;
/** Tries sent before concluding there is no limit. */
const CAP = 2_500;
const CONCURRENCY = Number(process.env.PROOF_GUESS_CONCURRENCY ?? 10);
const FORM = { userName: '张三', schoolName: '示范学校', profession: '计算机', education: '本科' };

interface Measured {
  /** Wrong guesses answered before the first 429. */
  allowed: number;
  /** The limit's window: the wait the 429 named plus the time the guesses took. */
  windowSeconds: number;
  isLimited: boolean;
}

let nextAddress = 1;
/** A client address no earlier request used (behind TRUST_PROXY, X-Forwarded-For is the client's address). */
export const freshAddress = () => {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** Sends wrong guesses (CONCURRENCY at once) until the first 429 or CAP: what the limits let one guesser do. */
async function measure(
  guess: (index: number) => Promise<CallResult>,
  isWrongAnswer: (result: CallResult) => boolean,
): Promise<Measured> {
  const started = performance.now();
  let allowed = 0;
  let next = 0;
  let retryAfter: number | undefined;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (retryAfter === undefined && next < CAP) {
        const index = next++;
        const result = await guess(index);
        if (result.status === 429) {
          retryAfter ??= Number(result.body?.data?.retryAfterSeconds ?? 0);
          return;
        }
        // Every guess must reach the secret's check: anything else would measure another limit.
        if (!isWrongAnswer(result))
          throw new Error(`a guess answered ${result.status}: ${result.text.slice(0, 160)}`);
        allowed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { allowed, windowSeconds: (retryAfter ?? 0) + elapsed, isLimited: retryAfter !== undefined };
}

/** The chance that a guesser at this pace finds one of `valid` codes among `space` within the exam's window. */
function successProbability(measured: Measured, valid: number, space: number): number {
  if (!measured.isLimited) return 1;
  const windows = Math.ceil(EXAM_WINDOW_SECONDS / Math.max(1, measured.windowSeconds));
  return Math.min(1, (measured.allowed * windows * valid) / space);
}

/**
 * The exams of a school whose secrets are guessed: one running (begun at `begin`, two hours long) behind an
 * authorization code, and one booked with redemption codes, with a session of 500 places.
 */
async function guardedExams(db: Db, schoolId: string, begin: Date) {
  const exam = await createExam(db, schoolId, {
    beginTime: begin,
    endTime: new Date(begin.getTime() + EXAM_WINDOW_SECONDS * 1000),
    authCodeFlag: 1,
    authCode: '482913',
    // Open entry on, as the classroom's visitors come by identifyCode (an exam with it off refuses every link).
    isAllowNologin: '1',
  });
  await createPaper(db, exam);
  const codeExam = await createExam(db, schoolId, {
    examAppointment: 1,
    organizeForm: 2,
    isRedemptionCode: 1,
    beginTime: new Date(Date.now() + 86_400_000),
    endTime: new Date(Date.now() + 2 * 86_400_000),
  });
  const codeSession = await createSession(db, codeExam, {
    capacity: 500,
    remainderNum: 500,
    beginTime: new Date(Date.now() + 90_000_000),
    endTime: new Date(Date.now() + 100_000_000),
  });
  return { exam, codeExam, codeSession };
}

/**
 * S2: how far each secret can be guessed, from one address and from a new address for every guess (behind
 * TRUST_PROXY, where X-Forwarded-For names the client), measured against the running app; the success probability
 * over a two-hour exam follows from the limits seen. Then a classroom behind one address uses its own right codes.
 */
export async function runGuessing(proof: ProofApp): Promise<Figure[]> {
  const { app, url } = proof;
  const db = app.database.db;
  const school = await createSchool(db, { name: 'Guessing school' });
  const begin = new Date(Date.now() - 600_000);
  const { exam, codeExam, codeSession } = await guardedExams(db, school.id, begin);
  // One guessing account per way of guessing, so the second does not start on the first's counts.
  const attackers = { one: await createUser(db, school.id), rotating: await createUser(db, school.id) };
  const victim = await createUser(db, school.id);
  // The victim's browser's device cookie, as a thief of it would send it (decision 0041); one for each way of
  // guessing, so the second does not start on the first's spent device budget.
  const stealDevice = async () =>
    deviceCookieOf(
      await call(url, 'POST', '/api/accounts/login', {
        headers: { 'x-forwarded-for': freshAddress() },
        json: { schoolId: school.id, userName: victim.userName, password: DEFAULT_PASSWORD },
      }),
    );
  const stolenDevice = { one: await stealDevice(), rotating: await stealDevice() };
  const headersFor = (mode: 'one' | 'rotating', fixed: string) => ({
    'x-forwarded-for': mode === 'one' ? fixed : freshAddress(),
  });

  const secrets: {
    name: string;
    space: number;
    valid: number;
    spaceText: string;
    guess: (mode: 'one' | 'rotating', fixed: string, index: number) => Promise<CallResult>;
    isWrongAnswer: (result: CallResult) => boolean;
  }[] = [
    {
      name: 'authorization code',
      space: 10 ** 6,
      valid: 1,
      spaceText: '6 digits',
      guess: async (mode, fixed, index) =>
        call(url, 'POST', '/api/iexam/api/iexam/userexam/v1/checkAuthCode', {
          token: await app.tokenFor({ user: attackers[mode] }),
          tenant: school.id,
          headers: headersFor(mode, fixed),
          json: { examId: exam.id, authCode: String(100_000 + index) },
        }),
      isWrongAnswer: (result) => result.status === 200 && (result.body?.data as unknown) === false,
    },
    {
      name: 'identifyCode',
      // The codes the server makes (OPEN- and 12 of 31 letters); an exam's shared code makes at most 500 by default.
      space: 31 ** 12,
      valid: 500,
      spaceText: '12 of 31 letters, 500 issued',
      guess: (mode, fixed, index) =>
        call(
          url,
          'GET',
          `/open/api/iexam/userexam/v1/exams/${exam.id}?tenant_id=${school.id}&identifyCode=OPEN-GUESS${index}`,
          {
            headers: headersFor(mode, fixed),
          },
        ),
      isWrongAnswer: (result) => result.body?.data?.reason === 'IDENTIFY_CODE_UNKNOWN',
    },
    {
      name: 'password (one account)',
      space: 36 ** 8,
      valid: 1,
      spaceText: '8 lowercase letters or digits',
      guess: (mode, fixed, index) =>
        call(url, 'POST', '/api/accounts/login', {
          headers: headersFor(mode, fixed),
          json: { schoolId: school.id, userName: victim.userName, password: `wrong-${index}` },
        }),
      isWrongAnswer: (result) => result.status === 401,
    },
    {
      name: "password with the victim's own device cookie (stolen)",
      space: 36 ** 8,
      valid: 1,
      spaceText: '8 lowercase letters or digits',
      guess: (mode, fixed, index) =>
        call(url, 'POST', '/api/accounts/login', {
          headers: { ...headersFor(mode, fixed), cookie: stolenDevice[mode] ?? '' },
          json: { schoolId: school.id, userName: victim.userName, password: `stolen-${index}` },
        }),
      isWrongAnswer: (result) => result.status === 401,
    },
    {
      name: 'redemption code',
      space: 36 ** 10,
      valid: 500,
      spaceText: '10 letters or digits, 500 issued',
      guess: async (mode, fixed, index) =>
        call(url, 'POST', '/api/iexam/reserve/student/v1/exams/save', {
          token: await app.tokenFor({ user: attackers[mode] }),
          tenant: school.id,
          headers: headersFor(mode, fixed),
          json: { ...FORM, examId: codeExam.id, sessionId: codeSession.id, redemptionCode: `GUESS${index}` },
        }),
      isWrongAnswer: (result) => result.body?.data?.reason === 'REDEMPTION_CODE_INVALID',
    },
  ];

  const figures: Figure[] = [];
  for (const secret of secrets) {
    for (const mode of ['one', 'rotating'] as const) {
      const fixed = freshAddress();
      const measured = await measure((index) => secret.guess(mode, fixed, index), secret.isWrongAnswer);
      const probability = successProbability(measured, secret.valid, secret.space);
      const from = mode === 'one' ? 'one address' : 'a new address each guess';
      figures.push({
        id: 'S2',
        name: `${secret.name} (${secret.spaceText}) from ${from}: wrong guesses let through before 429 (window ${Math.round(measured.windowSeconds)} s${measured.isLimited ? '' : `, NO LIMIT within ${CAP}`}) over a 2-hour exam`,
        count: measured.allowed,
        of: measured.isLimited ? measured.allowed : CAP,
        goal: { kind: 'probabilityAtMost', limit: 1e-4, probability },
      });
    }
  }

  // A classroom of 40 behind one address, each with its own right secret, in a school no guesser has tried (the
  // guessers above used up the first school's login budget: that lock-out is theirs, docs/proof.md).
  const CLASS = 40;
  const classSchool = await createSchool(db, { name: 'Classroom school' });
  const {
    exam: classExam,
    codeExam: classCodeExam,
    codeSession: classSession,
  } = await guardedExams(db, classSchool.id, begin);
  const classAddress = freshAddress();
  const classHeaders = { 'x-forwarded-for': classAddress };
  const pupils = await Promise.all(Array.from({ length: CLASS }, () => createUser(db, classSchool.id)));
  const visitors = await Promise.all(Array.from({ length: CLASS }, () => createOpenCandidate(db, classExam)));
  await db.insert(redemptionCodes).values(
    pupils.map((_, index) => ({
      schoolId: classSchool.id,
      examId: classCodeExam.id,
      code: `CLASS-${index}`,
    })),
  );
  let refused = 0;
  let tried = 0;
  const count = (result: CallResult, what: string) => {
    tried += 1;
    if (result.status >= 300 || (result.body?.data as unknown) === false) {
      refused += 1;
      console.log(`  S2: a classmate's right ${what} answered ${result.status} ${result.text.slice(0, 100)}`);
    }
  };
  for (const [index, pupil] of pupils.entries()) {
    count(
      await call(url, 'POST', '/api/accounts/login', {
        headers: classHeaders,
        json: { schoolId: classSchool.id, userName: pupil.userName, password: DEFAULT_PASSWORD },
      }),
      'password',
    );
    const token = await app.tokenFor({ user: pupil });
    count(
      await call(url, 'POST', '/api/iexam/api/iexam/userexam/v1/checkAuthCode', {
        token,
        tenant: classSchool.id,
        headers: classHeaders,
        json: { examId: classExam.id, authCode: '482913' },
      }),
      'authorization code',
    );
    count(
      await call(url, 'POST', '/api/iexam/reserve/student/v1/exams/save', {
        token,
        tenant: classSchool.id,
        headers: classHeaders,
        json: {
          ...FORM,
          examId: classCodeExam.id,
          sessionId: classSession.id,
          redemptionCode: `CLASS-${index}`,
        },
      }),
      'redemption code',
    );
    count(
      await call(
        url,
        'GET',
        `/open/api/iexam/userexam/v1/exams/${classExam.id}?tenant_id=${classSchool.id}&identifyCode=${visitors[index]?.identifyCode}`,
        {
          headers: classHeaders,
        },
      ),
      'identifyCode',
    );
  }
  figures.push({
    id: 'S2',
    name: `a classroom of ${CLASS} behind one address, each with its own right login, authorization code, redemption code and identifyCode: refused`,
    count: refused,
    of: tried,
    goal: { kind: 'atMost', limit: 0 },
  });
  return figures;
}
