import { AppError } from '@iexam/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { papers, subjects, videos } from '../db/schema';
import { useTestDatabase } from '../test/build-app';
import {
  createAttempt,
  createExam,
  createGroup,
  createOpenCandidate,
  createSchool,
  createSession,
  createStaff,
  createUser,
} from '../test/factories';
import { requireAccess } from './require-access';
import type { Who } from './who';

const NOW = new Date('2026-06-01T08:00:00Z');

/**
 * Every asker against every kind of target (issue 14): the row when it is theirs, else the reason. Whatever is not
 * the asker's is NOT_FOUND, the same as what does not exist (STYLE 2.8), so no answer tells a foreign row exists.
 */
describe('requireAccess: who × target', () => {
  const testDatabase = useTestDatabase();
  const who = {} as Record<string, Who>;
  const target = {} as Record<string, { exam: number } | { attempt: number } | { video: number }>;
  /** Staff targets name the duty they are asked for (issue 21). */
  const staffTarget = {} as Record<
    string,
    { exam: number; duty: string } | { attempt: number; duty: string }
  >;

  beforeAll(async () => {
    const db = testDatabase.db();
    const school = await createSchool(db, { isOpen: true });
    const closed = await createSchool(db, { isOpen: false });
    const foreign = await createSchool(db);
    const [account, other, enrolled, outsider, foreigner, staff] = await Promise.all([
      createUser(db, school.id),
      createUser(db, school.id),
      createUser(db, closed.id),
      createUser(db, closed.id),
      createUser(db, foreign.id),
      createUser(db, school.id, { role: 'exam_admin' }),
    ]);
    await createGroup(db, closed.id, [enrolled.id]);

    // Open entry on: its links (visitor, refused) reach it (issue 35).
    const exam = await createExam(db, school.id, { isAllowNologin: '1' });
    const openExam = await createExam(db, school.id, { isAllowNologin: '1' });
    const [unpublished, deleted, closedExam, foreignExam] = await Promise.all([
      createExam(db, school.id, { examStatus: 0 }),
      createExam(db, school.id, { deletedAt: NOW }),
      createExam(db, closed.id),
      createExam(db, foreign.id),
    ]);
    const visitor = await createOpenCandidate(db, exam);
    const refused = await createOpenCandidate(db, exam, { userStatus: 2, userStatusDesc: 'not enrolled' });
    const otherVisitor = await createOpenCandidate(db, openExam);
    // Open entry off: its links reach nothing (issue 35).
    const entryOff = await createExam(db, school.id);
    const offVisitor = await createOpenCandidate(db, entryOff);

    const [ownAttempt, othersAttempt, visitorAttempt, foreignAttempt] = await Promise.all([
      createAttempt(db, exam, { userId: account.id }),
      createAttempt(db, exam, { userId: other.id }),
      createAttempt(db, exam, { openCandidateId: visitor.id }),
      createAttempt(db, foreignExam, { userId: foreigner.id }),
    ]);

    // Staff of one duty: a grader of `exam`, a proctor of one session of `sessioned`.
    const sessioned = await createExam(db, school.id);
    const [watched, unwatched] = await Promise.all([
      createSession(db, sessioned),
      createSession(db, sessioned),
    ]);
    const [grader, proctor] = await Promise.all([
      createStaff(db, school.id, 'grader', [{ examId: exam.id }]),
      createStaff(db, school.id, 'proctor', [{ examId: sessioned.id, sessionId: watched.id }]),
    ]);
    const [watchedAttempt, unwatchedAttempt] = await Promise.all([
      createAttempt(db, sessioned, { userId: account.id, sessionId: watched.id }),
      createAttempt(db, sessioned, { userId: other.id, sessionId: unwatched.id }),
    ]);
    Object.assign(staffTarget, {
      'exam to manage': { exam: exam.id, duty: 'manage' },
      'exam to grade': { exam: exam.id, duty: 'grade' },
      'exam to proctor': { exam: exam.id, duty: 'proctor' },
      'sessioned exam to proctor': { exam: sessioned.id, duty: 'proctor' },
      'sessioned exam to grade': { exam: sessioned.id, duty: 'grade' },
      'foreign exam to grade': { exam: foreignExam.id, duty: 'grade' },
      'deleted exam to manage': { exam: deleted.id, duty: 'manage' },
      'own attempt to grade': { attempt: ownAttempt.id, duty: 'grade' },
      'own attempt to proctor': { attempt: ownAttempt.id, duty: 'proctor' },
      'watched attempt to proctor': { attempt: watchedAttempt.id, duty: 'proctor' },
      'unwatched attempt to proctor': { attempt: unwatchedAttempt.id, duty: 'proctor' },
      'watched attempt to grade': { attempt: watchedAttempt.id, duty: 'grade' },
      'foreign attempt to grade': { attempt: foreignAttempt.id, duty: 'grade' },
    });

    const [embedded, unused] = await db
      .insert(videos)
      .values([
        { schoolId: school.id, key: 'intro', name: 'Intro', path: 'intro/index.m3u8' },
        { schoolId: school.id, key: 'unused', name: 'Unused', path: 'unused/index.m3u8' },
      ])
      .returning();
    const [paper] = await db
      .insert(papers)
      .values({ schoolId: school.id, examId: exam.id, key: 'video-paper', name: 'Video paper' })
      .returning();
    await db.insert(subjects).values({
      schoolId: school.id,
      paperId: paper?.id ?? 0,
      key: 'watch',
      position: 1,
      subjectType: 4,
      subjectTitleContentType: 1,
      subjectTitle: '<p>Watch:</p><div data-video-key="intro"></div>',
      score: 10,
      scoringRule: 'partial',
    });

    const account_ = (user: { schoolId: string; id: number }): Who => ({
      kind: 'account',
      schoolId: user.schoolId,
      userId: user.id,
    });
    const open = (row: { schoolId: string; examId: number; id: number }): Who => ({
      kind: 'open',
      schoolId: row.schoolId,
      examId: row.examId,
      openCandidateId: row.id,
    });
    Object.assign(who, {
      account: account_(account),
      enrolled: account_(enrolled),
      outsider: account_(outsider),
      foreigner: account_(foreigner),
      open: open(visitor),
      otherOpen: open(otherVisitor),
      codeVisitor: { kind: 'visitor', schoolId: school.id, identifyCode: visitor.identifyCode },
      refusedVisitor: { kind: 'visitor', schoolId: school.id, identifyCode: refused.identifyCode },
      wrongCode: { kind: 'visitor', schoolId: school.id, identifyCode: 'NOT-A-CODE' },
      noCode: { kind: 'visitor', schoolId: school.id, identifyCode: undefined },
      offOpen: open(offVisitor),
      offCodeVisitor: { kind: 'visitor', schoolId: school.id, identifyCode: offVisitor.identifyCode },
      staff: { kind: 'staff', schoolId: school.id, userId: staff.id, role: 'exam_admin' },
      grader: { kind: 'staff', schoolId: school.id, userId: grader.id, role: 'grader' },
      proctor: { kind: 'staff', schoolId: school.id, userId: proctor.id, role: 'proctor' },
    } satisfies Record<string, Who>);
    Object.assign(target, {
      exam: { exam: exam.id },
      openExam: { exam: openExam.id },
      entryOff: { exam: entryOff.id },
      unpublished: { exam: unpublished.id },
      deleted: { exam: deleted.id },
      closedExam: { exam: closedExam.id },
      foreignExam: { exam: foreignExam.id },
      missingExam: { exam: 999_999 },
      ownAttempt: { attempt: ownAttempt.id },
      staffOwnAttempt: { attempt: ownAttempt.id, duty: 'grade' },
      staffVisitorAttempt: { attempt: visitorAttempt.id, duty: 'grade' },
      staffForeignAttempt: { attempt: foreignAttempt.id, duty: 'grade' },
      othersAttempt: { attempt: othersAttempt.id },
      visitorAttempt: { attempt: visitorAttempt.id },
      foreignAttempt: { attempt: foreignAttempt.id },
      missingAttempt: { attempt: 999_999 },
      video: { video: embedded?.id },
      unusedVideo: { video: unused?.id },
    });
  });

  /** 'ok' when access is granted; else the refusal's reason. */
  async function outcome(asker: string, on: string): Promise<string> {
    try {
      // The overloads bind asker kinds to targets; the table crosses them all on purpose.
      await (requireAccess as (...args: unknown[]) => Promise<unknown>)(
        testDatabase.db(),
        who[asker],
        target[on],
        NOW,
      );
      return 'ok';
    } catch (error) {
      if (error instanceof AppError) return error.reason;
      throw error;
    }
  }

  it.each([
    // Exams: an account sees its school's published exams; a closed school's only for its enrolled students.
    ['account', 'exam', 'ok'],
    ['account', 'openExam', 'ok'],
    ['account', 'unpublished', 'NOT_FOUND'],
    ['account', 'deleted', 'EXAM_DELETED'],
    ['account', 'missingExam', 'NOT_FOUND'],
    ['account', 'foreignExam', 'NOT_FOUND'],
    ['foreigner', 'exam', 'NOT_FOUND'],
    ['enrolled', 'closedExam', 'ok'],
    ['outsider', 'closedExam', 'EXAM_PERMISSION_DENIED'],
    // An open-link token opens its own exam only; a code only its exam; no code only an exam that admits visitors.
    ['open', 'exam', 'ok'],
    ['open', 'openExam', 'NOT_FOUND'],
    ['otherOpen', 'exam', 'NOT_FOUND'],
    ['open', 'foreignExam', 'NOT_FOUND'],
    ['codeVisitor', 'exam', 'ok'],
    ['codeVisitor', 'openExam', 'IDENTIFY_CODE_UNKNOWN'],
    // A code is one of an exam's: for an exam that is not there it is unknown too, so codes do not list exam ids.
    ['codeVisitor', 'missingExam', 'IDENTIFY_CODE_UNKNOWN'],
    ['codeVisitor', 'unpublished', 'IDENTIFY_CODE_UNKNOWN'],
    ['refusedVisitor', 'exam', 'OPEN_CANDIDATE_REFUSED'],
    ['wrongCode', 'exam', 'IDENTIFY_CODE_UNKNOWN'],
    ['noCode', 'exam', 'ok'],
    ['noCode', 'entryOff', 'NOT_FOUND'],
    ['offOpen', 'entryOff', 'NOT_FOUND'],
    ['offCodeVisitor', 'entryOff', 'NOT_FOUND'],
    ['noCode', 'openExam', 'ok'],
    ['noCode', 'unpublished', 'NOT_FOUND'],
    // Attempts: a candidate's own only; staff any of their school's.
    ['account', 'ownAttempt', 'ok'],
    ['account', 'othersAttempt', 'NOT_FOUND'],
    ['account', 'visitorAttempt', 'NOT_FOUND'],
    ['account', 'foreignAttempt', 'NOT_FOUND'],
    ['account', 'missingAttempt', 'NOT_FOUND'],
    ['open', 'visitorAttempt', 'ok'],
    ['open', 'ownAttempt', 'NOT_FOUND'],
    ['otherOpen', 'visitorAttempt', 'NOT_FOUND'],
    ['foreigner', 'ownAttempt', 'NOT_FOUND'],
    ['staff', 'staffOwnAttempt', 'ok'],
    ['staff', 'staffVisitorAttempt', 'ok'],
    ['staff', 'staffForeignAttempt', 'NOT_FOUND'],
    // Videos: one embedded in an exam the asker sees; staff previewing, any of their school's.
    ['account', 'video', 'ok'],
    ['account', 'unusedVideo', 'NOT_FOUND'],
    ['foreigner', 'video', 'NOT_FOUND'],
    ['open', 'video', 'ok'],
    ['otherOpen', 'video', 'NOT_FOUND'],
    ['codeVisitor', 'video', 'ok'],
    ['wrongCode', 'video', 'NOT_FOUND'],
    ['noCode', 'video', 'NOT_FOUND'],
    ['staff', 'video', 'ok'],
    ['staff', 'unusedVideo', 'ok'],
  ])('%s on %s: %s', async (asker, on, expected) => {
    expect(await outcome(asker, on)).toBe(expected);
  });

  /** Staff by duty (issue 21): a role that never does the duty is FORBIDDEN; an exam or session not theirs NOT_FOUND. */
  it.each([
    ['staff', 'exam to manage', 'ok'],
    ['staff', 'sessioned exam to proctor', 'ok'],
    ['staff', 'foreign exam to grade', 'NOT_FOUND'],
    ['staff', 'deleted exam to manage', 'NOT_FOUND'],
    ['grader', 'exam to grade', 'ok'],
    ['grader', 'exam to manage', 'FORBIDDEN'],
    ['grader', 'exam to proctor', 'FORBIDDEN'],
    ['grader', 'sessioned exam to grade', 'NOT_FOUND'],
    ['grader', 'foreign exam to grade', 'NOT_FOUND'],
    ['grader', 'own attempt to grade', 'ok'],
    ['grader', 'own attempt to proctor', 'FORBIDDEN'],
    ['grader', 'watched attempt to grade', 'NOT_FOUND'],
    ['grader', 'foreign attempt to grade', 'NOT_FOUND'],
    ['proctor', 'sessioned exam to proctor', 'ok'],
    ['proctor', 'exam to proctor', 'NOT_FOUND'],
    ['proctor', 'sessioned exam to grade', 'FORBIDDEN'],
    ['proctor', 'watched attempt to proctor', 'ok'],
    ['proctor', 'unwatched attempt to proctor', 'NOT_FOUND'],
    ['proctor', 'own attempt to proctor', 'NOT_FOUND'],
    ['proctor', 'watched attempt to grade', 'FORBIDDEN'],
  ])('%s on %s: %s', async (asker, on, expected) => {
    Object.assign(target, { [on]: staffTarget[on] });
    expect(await outcome(asker, on)).toBe(expected);
  });
});
