import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { answers, subjects } from '../../../../apps/server/src/db/schema';
import {
  createExam,
  createFullPaper,
  createSchool,
  createUser,
} from '../../../../apps/server/src/test/factories';
import type { Figure } from '../figures';
import { call, type ProofApp } from '../proof-app';

/** One save as a page sends it; a history sends its waves one after another, the saves of a wave all at once. */
interface Save {
  subject: number;
  seq: number;
  wave: number;
  /** Sent again in the same wave (a retry whose first answer was lost). */
  isDuplicated: boolean;
  /** Other subjects saved in the same request. */
  with: number[];
}

const SUBJECTS = 4;
const SEQ_SPAN = 30;
const CLIENT = 'ordering-client-1';

const saveArbitrary = fc.record({
  subject: fc.nat(SUBJECTS - 1),
  seq: fc.integer({ min: 1, max: SEQ_SPAN }),
  wave: fc.nat(5),
  isDuplicated: fc.boolean(),
  with: fc.uniqueArray(fc.nat(SUBJECTS - 1), { maxLength: 2 }),
});
export const historyArbitrary = fc.array(saveArbitrary, { minLength: 1, maxLength: 24 });

/** The text a (subject, seq) always carries: equal seqs are true duplicates, so the stored text is predictable. */
const answerOf = (subject: number, seq: number) => `subject ${subject} version ${seq}`;

interface Lane {
  token: string;
  schoolId: string;
  examResultId: number;
  subjectIds: number[];
  /** Seqs of earlier histories on this attempt end below this. */
  base: number;
}

/**
 * Runs one history on a lane's attempt and reads what is stored: a regression is a subject whose stored seq is
 * below the highest acknowledged one, a stored text not of its seq, or an acknowledgement below the seq sent.
 */
async function runHistory(proof: ProofApp, lane: Lane, history: Save[]): Promise<string | undefined> {
  const acknowledged = new Map<number, number>();
  const problems: string[] = [];
  for (let wave = 0; wave <= 5; wave++) {
    const sends = history
      .filter((save) => save.wave === wave)
      .flatMap((save) => (save.isDuplicated ? [save, save] : [save]));
    await Promise.all(
      sends.map(async (save) => {
        const entries = [save.subject, ...save.with.filter((other) => other !== save.subject)].map(
          (subject) => ({
            subjectId: lane.subjectIds[subject] as number,
            answer: answerOf(subject, lane.base + save.seq),
            seq: lane.base + save.seq,
          }),
        );
        const result = await call(proof.url, 'POST', '/api/iexam/useranswer/v1/answer', {
          token: lane.token,
          tenant: lane.schoolId,
          json: { examResultId: lane.examResultId, clientId: CLIENT, answers: entries },
        });
        if (result.status !== 200) {
          problems.push(`save answered ${result.status} ${result.text.slice(0, 100)}`);
          return;
        }
        const acks = (result.body?.data?.acknowledged ?? []) as { subjectId: number; seq: number }[];
        for (const entry of entries) {
          const ack = acks.find((a) => a.subjectId === entry.subjectId);
          if (!ack || ack.seq < entry.seq)
            problems.push(`subject ${entry.subjectId}: sent seq ${entry.seq}, acknowledged ${ack?.seq}`);
          acknowledged.set(entry.subjectId, Math.max(acknowledged.get(entry.subjectId) ?? 0, entry.seq));
        }
      }),
    );
  }
  const rows = await proof.app.database.db
    .select()
    .from(answers)
    .where(and(eq(answers.schoolId, lane.schoolId), eq(answers.examResultId, lane.examResultId)));
  for (const [subjectId, seq] of acknowledged) {
    const row = rows.find((r) => r.subjectId === subjectId);
    const subject = lane.subjectIds.indexOf(subjectId);
    if (!row || row.seq < seq)
      problems.push(`subject ${subjectId}: acknowledged seq ${seq}, stored ${row?.seq}`);
    else if (row.answer !== answerOf(subject, row.seq))
      problems.push(`subject ${subjectId}: seq ${row.seq} stored with ${JSON.stringify(row.answer)}`);
  }
  lane.base += SEQ_SPAN + 1;
  return problems.length > 0 ? problems.join('; ') : undefined;
}

/**
 * R5: generated histories of stale, duplicated, reordered and concurrent saves (fast-check) against the real app
 * and database, `lanes` attempts at once. Prints the seed, so a failing run can be replayed with PROOF_SEED.
 */
export async function runSaveOrdering(proof: ProofApp, histories: number, lanes = 8): Promise<Figure[]> {
  const { app } = proof;
  const db = app.database.db;
  const school = await createSchool(db, { name: 'Ordering school' });
  const exam = await createExam(db, school.id, {
    beginTime: new Date(Date.now() - 3_600_000),
    endTime: new Date(Date.now() + 86_400_000),
    examSettingTime: 600,
  });
  const { paper, subjectIds } = await createFullPaper(db, exam);
  const extra = await db
    .insert(subjects)
    .values(
      Array.from({ length: SUBJECTS - 1 }, (_, index) => ({
        schoolId: school.id,
        paperId: paper.id,
        key: `essay-${index + 2}`,
        position: 10 + index,
        subjectType: 6,
        subjectTitle: `essay ${index + 2}`,
        score: 10,
        scoringRule: 'all_or_nothing',
      })),
    )
    .returning();
  const essayIds = [subjectIds.essay, ...extra.map((row) => row.id)];
  const laneList: Lane[] = [];
  for (let index = 0; index < lanes; index++) {
    const user = await createUser(db, school.id);
    const token = await app.tokenFor({ user });
    const started = await call(proof.url, 'POST', '/api/iexam/userexam/v1/examResults/startExam', {
      token,
      tenant: school.id,
      json: { examId: exam.id, clientId: CLIENT },
    });
    const examResultId = Number(started.body?.data?.examResultId);
    if (!examResultId) throw new Error(`start failed: ${started.text}`);
    laneList.push({ token, schoolId: school.id, examResultId, subjectIds: essayIds, base: 0 });
  }

  const seed = Number(process.env.PROOF_SEED ?? Date.now() % 2 ** 31);
  console.log(
    `  R5: ${histories} histories on ${lanes} attempts at once, fast-check seed ${seed} (replay with PROOF_SEED=${seed})`,
  );
  const generated = fc.sample(historyArbitrary, { numRuns: histories, seed });
  let regressions = 0;
  let next = 0;
  await Promise.all(
    laneList.map(async (lane) => {
      for (;;) {
        const index = next++;
        const history = generated[index];
        if (!history) return;
        const problem = await runHistory(proof, lane, history);
        if (problem) {
          regressions += 1;
          console.log(`  REGRESSION in history ${index}: ${problem}\n    ${JSON.stringify(history)}`);
        }
      }
    }),
  );
  const saves = generated.reduce(
    (sum, history) => sum + history.reduce((n, s) => n + (s.isDuplicated ? 2 : 1), 0),
    0,
  );
  return [
    {
      id: 'R5',
      name: `histories of stale, duplicated, reordered and concurrent saves (${saves} saves) with a regression`,
      count: regressions,
      of: histories,
      goal: { kind: 'atMost', limit: 0 },
    },
  ];
}
