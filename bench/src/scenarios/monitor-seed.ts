import { randomUUID } from 'node:crypto';
import type { Db } from '../../../apps/server/src/db/client';
import {
  answers,
  authSessions,
  examGroups,
  examResults,
  exams,
  groupMembers,
  groups,
  papers,
  schools,
  sessions,
  subjects,
  switchScreenEvents,
  users,
} from '../../../apps/server/src/db/schema';

export const MONITOR_SCHOOL = 'bench-monitor';
export const MONITOR_CANDIDATES = 5_000;
const SUBJECTS = 50;
const BATCH = 2_000;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let index = 0; index < rows.length; index += BATCH) await insert(rows.slice(index, index + BATCH));
}

/**
 * The live monitor's worst case (issue 21): one exam whose 5,000 candidates (all in its group) each have an attempt
 * (most running, some handed in), 0–50 answers each (about 125,000 rows), and leaves for every fifth candidate. Rows
 * are written directly: what is measured is the read, not the import.
 */
export async function seedMonitorExam(db: Db, now: Date) {
  const schoolId = MONITOR_SCHOOL;
  await db.insert(schools).values({ id: schoolId, name: 'Monitor bench', isOpen: true });
  const [exam] = await db
    .insert(exams)
    .values({ schoolId, key: 'monitored', examName: 'Monitored', examSettingTime: 120, isPublic: 0 })
    .returning({ id: exams.id });
  const examId = exam?.id ?? 0;
  const [session] = await db
    .insert(sessions)
    .values({
      schoolId,
      examId,
      key: 'morning',
      sessionName: 'Morning',
      beginTime: new Date(now.getTime() - 3_600_000),
      endTime: new Date(now.getTime() + 6 * 3_600_000),
    })
    .returning({ id: sessions.id });
  const [paper] = await db
    .insert(papers)
    .values({ schoolId, examId, key: 'paper', name: 'Paper' })
    .returning({ id: papers.id });
  const subjectRows = await db
    .insert(subjects)
    .values(
      Array.from({ length: SUBJECTS }, (_, index) => ({
        schoolId,
        paperId: paper?.id ?? 0,
        key: `q${index + 1}`,
        position: index + 1,
        subjectType: 1,
        subjectTitle: `Question ${index + 1}`,
        options: [
          { key: 'A', content: 'a', contentType: 0 },
          { key: 'B', content: 'b', contentType: 0 },
        ],
        correctAnswer: 'A',
        score: 2,
        scoringRule: 'all_or_nothing',
      })),
    )
    .returning({ id: subjects.id });
  const [group] = await db
    .insert(groups)
    .values({ schoolId, key: 'all', name: 'All' })
    .returning({ id: groups.id });
  await db.insert(examGroups).values({ schoolId, examId, groupId: group?.id ?? 0 });

  const candidateRows: { id: number }[] = [];
  await inBatches(
    Array.from({ length: MONITOR_CANDIDATES }, (_, index) => ({
      schoolId,
      userName: `m${String(index).padStart(5, '0')}`,
      realName: `Candidate ${index}`,
      userCode: `S${index}`,
      passwordHash: 'not-a-login',
    })),
    async (batch) =>
      candidateRows.push(...(await db.insert(users).values(batch).returning({ id: users.id }))),
  );
  await inBatches(candidateRows, (batch) =>
    db
      .insert(groupMembers)
      .values(batch.map((user) => ({ schoolId, groupId: group?.id ?? 0, userId: user.id }))),
  );

  const started = new Date(now.getTime() - 30 * 60_000);
  const attemptRows: { id: number }[] = [];
  await inBatches(
    candidateRows.map((user, index) => {
      const status = index % 10 < 7 ? 'in_progress' : index % 10 < 9 ? 'graded' : 'submitted';
      return {
        schoolId,
        examId,
        sessionId: session?.id ?? null,
        paperId: paper?.id ?? 0,
        userId: user.id,
        status: status as 'in_progress' | 'graded' | 'submitted',
        startAnswerTime: started,
        deadline: new Date(started.getTime() + 120 * 60_000),
        submittedAt: status === 'in_progress' ? null : now,
        handInReason: status === 'in_progress' ? null : ('candidate' as const),
        switchScreenTimes: index % 5 === 0 ? 2 : 0,
        lastSeenAt: now,
        clientIp: '10.0.0.1',
        clientKind: 'browser',
      };
    }),
    async (batch) =>
      attemptRows.push(...(await db.insert(examResults).values(batch).returning({ id: examResults.id }))),
  );

  const answerRows = attemptRows.flatMap((attempt, index) =>
    subjectRows.slice(0, index % (SUBJECTS + 1)).map((subject, position) => ({
      schoolId,
      examResultId: attempt.id,
      subjectId: subject.id,
      answer: position % 7 === 0 ? '' : 'A',
      seq: position + 1,
      savedAt: new Date(now.getTime() - (SUBJECTS - position) * 20_000),
    })),
  );
  await inBatches(answerRows, (batch) => db.insert(answers).values(batch));
  await inBatches(
    attemptRows.flatMap((attempt, index) =>
      index % 5 === 0
        ? [1, 2].map((n) => ({
            schoolId,
            examResultId: attempt.id,
            eventType: 'hidden',
            occurredAt: new Date(now.getTime() - n * 60_000),
          }))
        : [],
    ),
    (batch) => db.insert(switchScreenEvents).values(batch),
  );

  const [admin] = await db
    .insert(users)
    .values({ schoolId, userName: 'bench-admin', passwordHash: 'not-a-login', role: 'exam_admin' })
    .returning({ id: users.id });
  const authSessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + 6 * 3_600_000);
  await db.insert(authSessions).values({ schoolId, id: authSessionId, userId: admin?.id ?? 0, expiresAt });
  return { examId, adminId: admin?.id ?? 0, authSessionId, expiresAt, answerCount: answerRows.length };
}
