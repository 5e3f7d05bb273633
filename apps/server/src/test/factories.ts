import { randomInt } from 'node:crypto';
import { defaultScoringRule, SUBJECT_TYPE, type SubjectType } from '@iexam/domain/subjects';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  examGroups,
  examResults,
  examRules,
  exams,
  groupMembers,
  groups,
  openCandidates,
  papers,
  schools,
  sessions,
  staffAssignments,
  subjectCases,
  subjects,
  users,
} from '../db/schema';
import { hashPassword } from '../modules/accounts/passwords';

/** The rows the builders return, for the tests that keep them. */
export type School = typeof schools.$inferSelect;
export type User = typeof users.$inferSelect;
export type Group = typeof groups.$inferSelect;
export type Exam = typeof exams.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type OpenCandidate = typeof openCandidates.$inferSelect;
export type Paper = typeof papers.$inferSelect;
export type Attempt = typeof examResults.$inferSelect;
export type FullPaper = Awaited<ReturnType<typeof createFullPaper>>;
export type ExamFields = Parameters<typeof createExam>[2];
export type UserFields = Parameters<typeof createUser>[2];
export type AttemptFields = Parameters<typeof createAttempt>[2];

/** Outline-style builders: each makes a valid row with overridable fields and returns it. */
let counter = 0;
const next = () => ++counter;

export const DEFAULT_PASSWORD = 'correct horse battery';
let defaultHash: Promise<string> | undefined;
function passwordHashFor(password: string): Promise<string> {
  if (password !== DEFAULT_PASSWORD) return hashPassword(password);
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultHash;
}

/** Inserts one row into `table` and gives it back as stored. */
async function insertOne<T extends PgTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = (await db
    .insert(table)
    .values(values as never)
    .returning()) as T['$inferSelect'][];
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

/** What the builders need of an exam: its keys. */
type ExamKeys = { schoolId: string; id: number };

/** The keys of a row that belongs to an exam. */
const ofExam = (exam: ExamKeys) => ({ schoolId: exam.schoolId, examId: exam.id });

export async function createSchool(
  db: Db,
  overrides: Partial<typeof schools.$inferInsert> = {},
): Promise<School> {
  const n = next();
  return insertOne(db, schools, { id: `school-${n}`, name: `School ${n}`, isOpen: true, ...overrides });
}

export async function createUser(
  db: Db,
  schoolId: string,
  overrides: Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & { password?: string } = {},
) {
  const n = next();
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  return insertOne(db, users, {
    schoolId,
    userName: `user${n}`,
    realName: `User ${n}`,
    mobile: `1380000${String(n).padStart(4, '0')}`,
    passwordHash: await passwordHashFor(password),
    ...fields,
  });
}

/** A grader or proctor assigned to exams (a whole exam, or one session of it). */
export async function createStaff(
  db: Db,
  schoolId: string,
  role: 'grader' | 'proctor',
  assignments: { examId: number; sessionId?: number }[],
  overrides: Parameters<typeof createUser>[2] = {},
) {
  const user = await createUser(db, schoolId, { role, ...overrides });
  if (assignments.length > 0)
    await db.insert(staffAssignments).values(
      assignments.map((a) => ({
        schoolId,
        userId: user.id,
        examId: a.examId,
        sessionId: a.sessionId ?? null,
      })),
    );
  return user;
}

export async function createGroup(db: Db, schoolId: string, memberIds: number[] = []) {
  const n = next();
  const group = await insertOne(db, groups, { schoolId, key: `group-${n}`, name: `Group ${n}` });
  if (memberIds.length > 0) {
    await db
      .insert(groupMembers)
      .values(memberIds.map((userId) => ({ schoolId, groupId: group.id, userId })));
  }
  return group;
}

export async function createExam(
  db: Db,
  schoolId: string,
  overrides: Partial<typeof exams.$inferInsert> & { groupIds?: readonly number[] } = {},
) {
  const n = next();
  const { groupIds = [], ...fields } = overrides;
  const exam = await insertOne(db, exams, {
    schoolId,
    key: `exam-${n}`,
    examName: `Exam ${n}`,
    examSettingTime: 60,
    beginTime: new Date('2026-01-01T00:00:00Z'),
    endTime: new Date('2036-01-01T00:00:00Z'),
    // Results announced at once, as most tests read them; a new exam's own default holds them (issue 40).
    examResultFlag: 0,
    ...fields,
  });
  if (groupIds.length > 0) {
    await db.insert(examGroups).values(groupIds.map((groupId) => ({ schoolId, examId: exam.id, groupId })));
  }
  return exam;
}

/**
 * A builder of rows that belong to an exam: the exam's keys, then `defaults` (numbered by the builders' counter), then
 * the test's overrides.
 */
function examRowBuilder<T extends typeof sessions | typeof openCandidates>(
  table: T,
  defaults: (n: number) => Omit<T['$inferInsert'], 'schoolId' | 'examId'>,
) {
  return (db: Db, exam: ExamKeys, overrides: Partial<T['$inferInsert']> = {}): Promise<T['$inferSelect']> =>
    insertOne(db, table, { ...ofExam(exam), ...defaults(next()), ...overrides } as T['$inferInsert']);
}

export const createSession = examRowBuilder(sessions, (n) => ({
  key: `session-${n}`,
  sessionName: `Session ${n}`,
  beginTime: new Date('2026-01-01T00:00:00Z'),
  endTime: new Date('2036-01-01T00:00:00Z'),
}));

export const createOpenCandidate = examRowBuilder(openCandidates, (n) => ({
  identifyCode: `CODE${n}X${randomInt(10_000)}`,
}));

/** An empty paper of the exam. */
const insertPaper = (db: Db, exam: ExamKeys, key: string, name: string) =>
  insertOne(db, papers, { ...ofExam(exam), key, name });

/** A paper with one single-choice subject worth its whole score, enough for flows that only need a paper. */
export async function createPaper(db: Db, exam: ExamKeys) {
  const n = next();
  const paper = await insertPaper(db, exam, `paper-${n}`, `Paper ${n}`);
  await db.insert(subjects).values({
    schoolId: exam.schoolId,
    paperId: paper.id,
    key: `subject-${n}`,
    position: 1,
    subjectType: 1,
    subjectTitle: '1 + 1 = ?',
    options: [
      { key: 'A', content: '1', contentType: 0 },
      { key: 'B', content: '2', contentType: 0 },
    ],
    correctAnswer: 'B',
    score: 100,
    scoringRule: 'all_or_nothing',
  });
  return paper;
}

/**
 * A code question (subjectType 5) on the paper with its test cases (hidden unless `isSample`); `onlyOne` first takes
 * the paper's other subjects away, so the paper is this question alone.
 */
export async function createCodeSubject(
  db: Db,
  paper: { schoolId: string; id: number },
  fields: Partial<typeof subjects.$inferInsert> & { key: string; codeLanguages: string[] },
  cases: { input: string; expectedOutput: string; isSample?: boolean }[],
  { onlyOne = false } = {},
) {
  if (onlyOne)
    await db
      .delete(subjects)
      .where(and(eq(subjects.schoolId, paper.schoolId), eq(subjects.paperId, paper.id)));
  const subject = await insertOne(db, subjects, {
    schoolId: paper.schoolId,
    paperId: paper.id,
    position: 1,
    subjectType: 5,
    subjectTitle: 'a + b',
    score: 10,
    scoringRule: defaultScoringRule(SUBJECT_TYPE.code),
    ...fields,
  });
  await db.insert(subjectCases).values(
    cases.map((entry, index) => ({
      schoolId: paper.schoolId,
      subjectId: subject.id,
      position: index + 1,
      ...entry,
    })),
  );
  return subject;
}

/** An exam open-link visitors may take (isAllowNologin '1'), with a paper to start on. */
export async function createOpenExam(db: Db, schoolId: string, overrides: ExamFields = {}) {
  const exam = await createExam(db, schoolId, { isAllowNologin: '1', ...overrides });
  await createPaper(db, exam);
  return exam;
}

/** Rules of an exam, each a ruleType with its ruleValue (SPEC §3 examRuleList: 1 cumulative … 6 daily). */
export async function createExamRules(
  db: Db,
  exam: ExamKeys,
  ...rules: Array<{ ruleType: number; ruleValue: number }>
) {
  await db.insert(examRules).values(rules.map((rule) => ({ ...ofExam(exam), ...rule })));
}

/** A past or running attempt of a candidate (a paper is made when none is given). */
export async function createAttempt(
  db: Db,
  exam: ExamKeys,
  overrides: Partial<typeof examResults.$inferInsert> & ({ userId: number } | { openCandidateId: number }),
) {
  const paperId = overrides.paperId ?? (await createPaper(db, exam)).id;
  const startAnswerTime = overrides.startAnswerTime ?? new Date('2026-01-02T00:00:00Z');
  return insertOne(db, examResults, {
    ...ofExam(exam),
    paperId,
    status: 'graded',
    startAnswerTime,
    deadline: new Date(startAnswerTime.getTime() + 3_600_000),
    submittedAt: new Date(startAnswerTime.getTime() + 1_800_000),
    score: 80,
    isPassed: true,
    ...overrides,
  });
}

/** A paper with one subject of each type, worth 10 each (essay 10, code 10): what grading tests need. */
export async function createFullPaper(db: Db, exam: ExamKeys) {
  const n = next();
  const paper = await insertPaper(db, exam, `full-paper-${n}`, `Full paper ${n}`);
  // Each subject scored by its type's default rule, as a definition that names none is (the fill-in blank by blank).
  const base = (subjectType: SubjectType) => ({
    schoolId: exam.schoolId,
    paperId: paper.id,
    score: 10,
    subjectType,
    scoringRule: defaultScoringRule(subjectType),
  });
  const options = [
    { key: 'A', content: 'one', contentType: 0 },
    { key: 'B', content: 'two', contentType: 0 },
    { key: 'C', content: 'three', contentType: 0 },
  ];
  const rows = await db
    .insert(subjects)
    .values([
      {
        ...base(1),
        key: 'single',
        position: 1,
        subjectTitle: 'single',
        options,
        correctAnswer: 'B',
      },
      {
        ...base(2),
        key: 'multiple',
        position: 2,
        subjectTitle: 'multiple',
        options,
        correctAnswer: ['A', 'C'],
      },
      {
        ...base(3),
        key: 'judgement',
        position: 3,
        subjectTitle: 'judgement',
        correctAnswer: true,
      },
      {
        ...base(4),
        key: 'fill',
        position: 4,
        subjectTitle: 'fill',
        correctAnswer: [['42'], ['java']],
      },
      { ...base(5), key: 'code', position: 5, subjectTitle: 'code', codeLanguages: ['python'] },
      { ...base(6), key: 'essay', position: 6, subjectTitle: 'essay' },
    ])
    .returning();
  const byKey = Object.fromEntries(rows.map((row) => [row.key, row.id])) as Record<
    'single' | 'multiple' | 'judgement' | 'fill' | 'code' | 'essay',
    number
  >;
  return { paper, subjectIds: byKey };
}

/** An attempt on a new full paper of the exam (createFullPaper), with that paper and its subject ids. */
export async function createAttemptOnFullPaper(db: Db, exam: ExamKeys, fields: AttemptFields) {
  const { paper, subjectIds } = await createFullPaper(db, exam);
  const attempt = await createAttempt(db, exam, { paperId: paper.id, ...fields });
  return { paper, subjectIds, attempt };
}
