import { and, eq, inArray } from 'drizzle-orm';
import { answers, examResults, subjects } from '../../../../apps/server/src/db/schema';
import { claimRuns } from '../../../../apps/server/src/modules/judge/repo';
import { createSandbox } from '../../../../apps/server/src/modules/judge/sandbox/sandbox';
import { judgeRun } from '../../../../apps/server/src/modules/judge/service/judge-run';
import {
  createCodeSubject,
  createExam,
  createPaper,
  createSchool,
  createUser,
} from '../../../../apps/server/src/test/factories';
import type { Figure } from '../figures';
import { call, type ProofApp } from '../proof-app';

const hour = (n: number) => new Date(Date.now() + n * 3_600_000);
const CLIENT = 'race-client';
const START = '/api/iexam/userexam/v1/examResults/startExam';
const SAVE = '/api/iexam/useranswer/v1/answer';
const HAND_IN = '/api/iexam/sso/v1/doExam';

/**
 * R14 (issue 35): the races of grading. A save and a hand-in of one attempt sent at once: a save the server
 * acknowledged must be in the grade (the hand-in graded from an unlocked read of the answers, so one acknowledged
 * between that read and the close was stored but not graded). Then two programs of one attempt judged at once: the
 * attempt must end graded (each grade computed the outcome without the other's and left it in grading).
 * `candidates` at once per race, `rounds` times.
 */
export async function runGradingRaces(
  proof: ProofApp,
  candidates: number,
  rounds: number,
): Promise<Figure[]> {
  const { app, url } = proof;
  const db = app.database.db;
  const school = await createSchool(db, { name: 'Grading race school' });
  const newExam = () =>
    createExam(db, school.id, { beginTime: hour(-1), endTime: hour(10), examSettingTime: 60 });
  const startAs = async (examId: number) => {
    const user = await createUser(db, school.id);
    const token = await app.tokenFor({ user });
    const started = await call(url, 'POST', START, {
      token,
      tenant: school.id,
      json: { examId, clientId: CLIENT },
    });
    return { token, examResultId: Number(started.body?.data?.examResultId) };
  };
  const send = (token: string, path: string, json: unknown) =>
    call(url, 'POST', path, { token, tenant: school.id, json });

  // A save and a hand-in at once: the save is acknowledged (200) or refused as too late, never stored and ungraded.
  let acknowledged = 0;
  let ungraded = 0;
  for (let round = 0; round < rounds; round++) {
    const exam = await newExam();
    const paper = await createPaper(db, exam);
    const [choice] = await db
      .select({ id: subjects.id })
      .from(subjects)
      .where(eq(subjects.paperId, paper.id));
    if (!choice) throw new Error('the paper has no subject');
    await Promise.all(
      Array.from({ length: candidates }, async (_, index) => {
        const { token, examResultId } = await startAs(exam.id);
        // The hand-in sent 0 to 9 ms after the save, so some land while the save's transaction commits.
        const [saved] = await Promise.all([
          send(token, SAVE, {
            examResultId,
            clientId: CLIENT,
            answers: [{ subjectId: choice.id, answer: 'B', seq: 1 }],
          }),
          new Promise((resolve) => setTimeout(resolve, index % 10)).then(() =>
            send(token, HAND_IN, { examResultId, clientId: CLIENT }),
          ),
        ]);
        if (saved.status !== 200) return;
        acknowledged += 1;
        const [answer] = await db
          .select({ score: answers.score })
          .from(answers)
          .where(and(eq(answers.examResultId, examResultId), eq(answers.subjectId, choice.id)));
        const [attempt] = await db
          .select({ score: examResults.score })
          .from(examResults)
          .where(eq(examResults.id, examResultId));
        if (answer?.score !== 100 || attempt?.score !== 100) ungraded += 1;
      }),
    );
  }

  // Two programs per attempt, handed in together and judged at once by a judge of this process.
  const sandbox = createSandbox({ jsThreads: 2, pythonWarmChildren: 0 });
  const handedIn: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const exam = await newExam();
      const paper = await createPaper(db, exam);
      const cases = [{ input: '1 2', expectedOutput: '3' }];
      const programs = [
        await createCodeSubject(db, paper, { key: 'sum-a', codeLanguages: ['javascript'] }, cases, {
          onlyOne: true,
        }),
        await createCodeSubject(
          db,
          paper,
          { key: 'sum-b', position: 2, codeLanguages: ['javascript'] },
          cases,
        ),
      ];
      await Promise.all(
        Array.from({ length: candidates }, async () => {
          const { token, examResultId } = await startAs(exam.id);
          await send(token, SAVE, {
            examResultId,
            clientId: CLIENT,
            answers: programs.map((program) => ({
              subjectId: program.id,
              answer: { language: 'javascript', code: 'print(3)' },
              seq: 1,
            })),
          });
          const done = await send(token, HAND_IN, { examResultId, clientId: CLIENT });
          if (done.status === 200) handedIn.push(examResultId);
        }),
      );
      for (;;) {
        const claimed = await claimRuns(db, 'javascript', 2 * candidates, new Date(), 300_000);
        if (claimed.length === 0) break;
        await Promise.all(claimed.map((run) => judgeRun(db, sandbox, run, () => new Date())));
      }
    }
  } finally {
    await sandbox.close();
  }
  const stuck =
    handedIn.length === 0
      ? []
      : await db
          .select({ id: examResults.id })
          .from(examResults)
          .where(and(inArray(examResults.id, handedIn), eq(examResults.status, 'grading')));

  return [
    {
      id: 'R14',
      name: `saves acknowledged beside a hand-in sent at once (${candidates} candidates, ${rounds} round(s)) but not graded`,
      count: ungraded,
      of: acknowledged,
      goal: { kind: 'atMost', limit: 0 },
    },
    {
      id: 'R14',
      name: 'attempts with two programs judged at once left in grading after the judge finished',
      count: stuck.length,
      of: handedIn.length,
      goal: { kind: 'atMost', limit: 0 },
    },
  ];
}
