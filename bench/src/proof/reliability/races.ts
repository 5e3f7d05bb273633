import { and, eq } from 'drizzle-orm';
import { appointments, examResults, examRules, sessions } from '../../../../apps/server/src/db/schema';
import {
  createAttempt,
  createExam,
  createFullPaper,
  createSchool,
  createSession,
  createUser,
} from '../../../../apps/server/src/test/factories';
import type { Figure } from '../figures';
import { call, type ProofApp } from '../proof-app';

const FORM = {
  reserveType: 2,
  userName: '张三',
  schoolName: '示范学校',
  profession: '计算机',
  education: '本科',
};
const hour = (n: number) => new Date(Date.now() + n * 3_600_000);

/**
 * R11: the races a crowd makes, over HTTP, all requests in flight at once: bookings for the last places, starts at
 * the last allowed attempt, and two tabs handing one attempt in. `rounds` repeats each with new candidates.
 */
export async function runRaces(proof: ProofApp, rounds: number): Promise<Figure[]> {
  const { app, url } = proof;
  const db = app.database.db;
  const school = await createSchool(db, { name: 'Race school' });
  const token = async (user: Awaited<ReturnType<typeof createUser>>) => app.tokenFor({ user });

  // 200 concurrent bookings for 50 places.
  const PLACES = 50;
  const CROWD = 200;
  let booked = 0;
  let bookedRows = 0;
  let placesLeftWrong = 0;
  for (let round = 0; round < rounds; round++) {
    const exam = await createExam(db, school.id, {
      examAppointment: 1,
      organizeForm: 2,
      beginTime: hour(24),
      endTime: hour(48),
    });
    const session = await createSession(db, exam, {
      capacity: PLACES,
      remainderNum: PLACES,
      beginTime: hour(25),
      endTime: hour(27),
    });
    const users = await Promise.all(Array.from({ length: CROWD }, () => createUser(db, school.id)));
    const tokens = await Promise.all(users.map(token));
    const answers = await Promise.all(
      tokens.map((t) =>
        call(url, 'POST', '/api/iexam/reserve/student/v1/exams/save', {
          token: t,
          tenant: school.id,
          json: { ...FORM, examId: exam.id, sessionId: session.id },
        }),
      ),
    );
    booked += answers.filter((answer) => answer.status === 200).length;
    const others = answers.filter((answer) => answer.status !== 200 && answer.body?.code !== 5001);
    for (const other of others.slice(0, 3))
      console.log(`  booking answered ${other.status} ${other.text.slice(0, 120)}`);
    bookedRows += (
      await db
        .select()
        .from(appointments)
        .where(and(eq(appointments.schoolId, school.id), eq(appointments.examId, exam.id)))
    ).length;
    const [row] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.schoolId, school.id), eq(sessions.id, session.id)));
    if (row?.remainderNum !== 0) placesLeftWrong += 1;
  }

  // 20 concurrent starts at the last allowed attempt (2 of 3 used).
  const STARTS = 20;
  const LIMIT = 3;
  let attemptsMade = 0;
  let startsRefusedWrongly = 0;
  for (let round = 0; round < rounds; round++) {
    const exam = await createExam(db, school.id, {
      beginTime: hour(-1),
      endTime: hour(10),
      examSettingTime: 60,
    });
    const { paper } = await createFullPaper(db, exam);
    await db
      .insert(examRules)
      .values({ schoolId: school.id, examId: exam.id, ruleType: 1, ruleValue: LIMIT });
    const user = await createUser(db, school.id);
    for (let used = 0; used < LIMIT - 1; used++)
      await createAttempt(db, exam, { userId: user.id, paperId: paper.id, startAnswerTime: hour(-0.5) });
    const t = await token(user);
    const answers = await Promise.all(
      Array.from({ length: STARTS }, (_, index) =>
        call(url, 'POST', '/api/iexam/userexam/v1/examResults/startExam', {
          token: t,
          tenant: school.id,
          json: { examId: exam.id, clientId: `race-client-${String(index).padStart(3, '0')}` },
        }),
      ),
    );
    const rows = await db
      .select()
      .from(examResults)
      .where(
        and(
          eq(examResults.schoolId, school.id),
          eq(examResults.examId, exam.id),
          eq(examResults.userId, user.id),
        ),
      );
    attemptsMade += rows.length - (LIMIT - 1);
    // Every start names the one attempt (a start while it runs resumes it); none is refused as over the limit.
    const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body?.data?.examResultId));
    if (ids.size !== 1 || answers.some((a) => a.status !== 200)) startsRefusedWrongly += 1;
  }

  // Two tabs handing one attempt in at once, for 20 candidates at once.
  const PAIRS = 20;
  let single = 0;
  let pairs = 0;
  for (let round = 0; round < rounds; round++) {
    const exam = await createExam(db, school.id, {
      beginTime: hour(-1),
      endTime: hour(10),
      examSettingTime: 60,
    });
    const { subjectIds } = await createFullPaper(db, exam);
    const users = await Promise.all(Array.from({ length: PAIRS }, () => createUser(db, school.id)));
    await Promise.all(
      users.map(async (user) => {
        const t = await token(user);
        const clientId = 'tab-client-1';
        const started = await call(url, 'POST', '/api/iexam/userexam/v1/examResults/startExam', {
          token: t,
          tenant: school.id,
          json: { examId: exam.id, clientId },
        });
        const examResultId = Number(started.body?.data?.examResultId);
        await call(url, 'POST', '/api/iexam/useranswer/v1/answer', {
          token: t,
          tenant: school.id,
          json: { examResultId, clientId, answers: [{ subjectId: subjectIds.single, answer: 'B', seq: 1 }] },
        });
        const [first, second] = await Promise.all(
          [0, 1].map(() =>
            call(url, 'POST', '/api/iexam/sso/v1/doExam', {
              token: t,
              tenant: school.id,
              json: { examResultId, clientId },
            }),
          ),
        );
        const rows = await db
          .select()
          .from(examResults)
          .where(and(eq(examResults.schoolId, school.id), eq(examResults.id, examResultId)));
        const isOne =
          rows.length === 1 &&
          rows[0]?.status !== 'in_progress' &&
          first?.status === 200 &&
          second?.status === 200 &&
          first.body?.data?.score === second.body?.data?.score &&
          first.body?.data?.submittedAt === second.body?.data?.submittedAt &&
          first.body?.data?.score === rows[0]?.score;
        pairs += 1;
        if (isOne) single += 1;
        else
          console.log(
            `  two tabs: ${first?.status} ${first?.text.slice(0, 100)} / ${second?.status} ${second?.text.slice(0, 100)}`,
          );
      }),
    );
  }

  return [
    {
      id: 'R11',
      name: `bookings accepted, ${CROWD} at once for ${PLACES} places (${rounds} round(s))`,
      count: booked,
      of: CROWD * rounds,
      goal: { kind: 'exactly', value: PLACES * rounds },
    },
    {
      id: 'R11',
      name: 'appointments stored for those places',
      count: bookedRows,
      of: CROWD * rounds,
      goal: { kind: 'exactly', value: PLACES * rounds },
    },
    {
      id: 'R11',
      name: 'sessions whose places left did not end at 0',
      count: placesLeftWrong,
      of: rounds,
      goal: { kind: 'atMost', limit: 0 },
    },
    {
      id: 'R11',
      name: `attempts made by ${STARTS} concurrent starts at the last allowed attempt (${rounds} round(s))`,
      count: attemptsMade,
      of: STARTS * rounds,
      goal: { kind: 'exactly', value: rounds },
    },
    {
      id: 'R11',
      name: 'of those rounds, starts not all answered with the one attempt',
      count: startsRefusedWrongly,
      of: rounds,
      goal: { kind: 'atMost', limit: 0 },
    },
    {
      id: 'R11',
      name: 'two tabs handing in at once: one submission, the same score and time in both answers',
      count: single,
      of: pairs,
      goal: { kind: 'all' },
    },
  ];
}
