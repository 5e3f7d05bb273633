import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { createTokenSigner } from '../../apps/server/src/auth/tokens';
import { createDatabase, type PostgresConfig } from '../../apps/server/src/db/client';
import { authSessions, exams, papers, subjects, users } from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/modules/accounts/passwords';
import { importExamDefinition } from '../../apps/server/src/modules/admin/service/import-exam-definition';

export const SCHOOL_ID = 'bench';
export const CANDIDATES = 5_000;
export const SUBJECTS = 50;
const PASSWORD = 'bench-password-1';

export interface Subject {
  id: number;
  subjectType: number;
}

export interface Fixture {
  examId: number;
  subjects: Subject[];
  /** One bearer token per candidate, in user-name order. */
  tokens: string[];
  importSeconds: number;
  tokenSeconds: number;
}

/** Subject types in a realistic mix: single and multiple choice, judgement, fill-in, and a few essays. */
const TYPE_CYCLE = [1, 1, 1, 2, 2, 3, 3, 4, 1, 6] as const;

function subjectOf(index: number) {
  const subjectType = TYPE_CYCLE[index % TYPE_CYCLE.length] as number;
  const options = [
    { key: 'A', content: `option A of ${index + 1}` },
    { key: 'B', content: `option B of ${index + 1}` },
    { key: 'C', content: `option C of ${index + 1}` },
    { key: 'D', content: `option D of ${index + 1}` },
  ];
  const base = {
    key: `q${index + 1}`,
    subjectType,
    subjectTitle: `Question ${index + 1}: ${'lorem ipsum '.repeat(8)}`,
    score: 2,
  };
  switch (subjectType) {
    case 1:
      return { ...base, options, correctAnswer: 'B' };
    case 2:
      return { ...base, options, correctAnswer: ['A', 'C'] };
    case 3:
      return { ...base, correctAnswer: true };
    case 4:
      return { ...base, subjectTitle: `Question ${index + 1}: fill in ___`, correctAnswer: [['42']] };
    default:
      return { ...base, correctAnswer: 'a reference answer' };
  }
}

/**
 * The bench school in the import format (docs/exam-definition.md): one exam private to the group of all 5,000
 * candidates, one session, one 50-question paper.
 */
export function benchDefinition() {
  const userNames = Array.from({ length: CANDIDATES }, (_, index) => `c${String(index).padStart(5, '0')}`);
  return {
    school: { id: SCHOOL_ID, name: 'Bench school', isOpen: true, timezoneHours: 8 },
    users: userNames.map((userName) => ({ userName, password: PASSWORD, realName: userName })),
    groups: [{ key: 'all', name: 'All candidates', members: userNames }],
    exams: [
      {
        key: 'bench-exam',
        examName: 'Bench exam',
        organizeForm: 2,
        beginTime: 'now-1h',
        endTime: 'now+1d',
        examSettingTime: 120,
        // A class's exam: private to its group, so the server prepares every first attempt before the opening.
        isPublic: 0,
        groups: ['all'],
        sessions: [{ key: 'morning', sessionName: 'Morning', beginTime: 'now-10m', endTime: 'now+6h' }],
        papers: [
          { key: 'paper', name: 'Paper', subjects: Array.from({ length: SUBJECTS }, (_, i) => subjectOf(i)) },
        ],
      },
    ],
  };
}

/**
 * Loads the bench school through the importer (the import format), then opens one login session per candidate
 * directly, signed with the secret the server under test is given: login itself is not a scenario, and 5,000 argon2
 * verifications would take longer than the whole autosave run. Candidates share one password, hashed once.
 */
export async function prepareFixture(config: PostgresConfig, sessionSecret: string): Promise<Fixture> {
  const database = await createDatabase(config, 4);
  try {
    await database.migrate();
    const hashes = new Map<string, Promise<string>>();
    const sharedHasher = (password: string) => {
      const known = hashes.get(password) ?? hashPassword(password);
      hashes.set(password, known);
      return known;
    };
    const importStarted = performance.now();
    await importExamDefinition(database.db, benchDefinition(), new Date(), { hashPassword: sharedHasher });
    const importSeconds = (performance.now() - importStarted) / 1000;

    const { db } = database;
    const [exam] = await db
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.schoolId, SCHOOL_ID), eq(exams.key, 'bench-exam')));
    if (!exam) throw new Error('bench exam not imported');
    const paperRows = await db
      .select({ id: papers.id })
      .from(papers)
      .where(and(eq(papers.schoolId, SCHOOL_ID), eq(papers.examId, exam.id)));
    const subjectRows = await db
      .select({ id: subjects.id, subjectType: subjects.subjectType })
      .from(subjects)
      .where(
        and(
          eq(subjects.schoolId, SCHOOL_ID),
          inArray(
            subjects.paperId,
            paperRows.map((paper) => paper.id),
          ),
        ),
      )
      .orderBy(subjects.id);

    const tokenStarted = performance.now();
    const candidates = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.schoolId, SCHOOL_ID))
      .orderBy(users.userName);
    const signer = createTokenSigner(sessionSecret);
    const expiresAt = new Date(Date.now() + 6 * 3_600_000);
    const sessions = candidates.map((user) => ({
      schoolId: SCHOOL_ID,
      id: randomUUID(),
      userId: user.id,
      expiresAt,
    }));
    for (let index = 0; index < sessions.length; index += 1_000)
      await db.insert(authSessions).values(sessions.slice(index, index + 1_000));
    const tokens = await Promise.all(
      candidates.map((user, index) =>
        signer.sign(
          {
            typ: 'user',
            schoolId: SCHOOL_ID,
            userId: user.id,
            role: user.role,
            sessionId: sessions[index]?.id ?? '',
          },
          expiresAt,
        ),
      ),
    );
    return {
      examId: exam.id,
      subjects: subjectRows.map((row) => ({ id: row.id, subjectType: row.subjectType })),
      tokens,
      importSeconds,
      tokenSeconds: (performance.now() - tokenStarted) / 1000,
    };
  } finally {
    await database.close();
  }
}

export { PASSWORD as FIXTURE_PASSWORD };
