import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answers, auditLog, examResults, subjects } from '../../db/schema';
import { createStaff, type Exam, type FullPaper, type User } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');

describe('regrading an objective subject after a key change (issue 21)', () => {
  const given = useSchool({ clock: () => NOW }, { admin: { role: 'exam_admin' }, ann: {}, bob: {}, cat: {} });
  let exam: Exam;
  let paper: FullPaper;
  let grader: User;
  let proctor: User;
  const attempts = { ann: 0, bob: 0, cat: 0 };
  const url = () => `/api/admin/v1/exams/${exam.id}/subjects/${paper.subjectIds.single}/regrade`;

  beforeAll(async () => {
    exam = await given.newExam({ passScore: 15 });
    paper = await given.newFullPaper(exam);
    grader = await createStaff(given.db(), given.school.id, 'grader', [{ examId: exam.id }]);
    proctor = await createStaff(given.db(), given.school.id, 'proctor', [{ examId: exam.id }]);
    // Under the key B: Ann chose A (0 + multiple 10 = 10, failed), Bob chose B (20, passed), Cat chose C (10).
    const graded = (userId: number, score: number) =>
      given.newAttempt(exam, {
        userId,
        paperId: paper.paper.id,
        status: 'graded',
        score,
        isPassed: score >= 15,
      });
    const ann = await graded(given.ann.id, 10);
    const bob = await graded(given.bob.id, 20);
    const cat = await graded(given.cat.id, 10);
    Object.assign(attempts, { ann: ann.id, bob: bob.id, cat: cat.id });
    const row = (examResultId: number, subjectId: number, answer: unknown, score: number) => ({
      schoolId: given.school.id,
      examResultId,
      subjectId,
      answer,
      seq: 1,
      savedAt: NOW,
      score,
      isCorrect: score > 0,
    });
    await given
      .db()
      .insert(answers)
      .values([
        row(ann.id, paper.subjectIds.single, 'A', 0),
        row(bob.id, paper.subjectIds.single, 'B', 10),
        row(cat.id, paper.subjectIds.single, 'C', 0),
        ...[ann, bob, cat].map((attempt) => row(attempt.id, paper.subjectIds.multiple, ['A', 'C'], 10)),
      ]);
  });

  const outcome = async (id: number) => {
    const [found] = await given
      .db()
      .select({ score: examResults.score, isPassed: examResults.isPassed })
      .from(examResults)
      .where(eq(examResults.id, id));
    return found;
  };

  it('lists the objective subjects with their keys for an exam admin only', async () => {
    const at = `/api/admin/v1/exams/${exam.id}/subjects/objective`;
    const listed = await given.app.getAs({ user: given.admin }, at);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((row: { key: string }) => row.key)).toEqual([
      'single',
      'multiple',
      'judgement',
      'fill',
    ]);
    expect(listed.json().data[0]).toMatchObject({ subjectId: paper.subjectIds.single, correctAnswer: 'B' });
    expect((await given.app.getAs({ user: grader }, at)).statusCode).toBe(403);
  });

  it('refuses a key the subject cannot have, a subjective subject, a grader and a proctor', async () => {
    const post = (user: User, payload: object, at = url()) => given.app.postAs({ user }, at, payload);
    const bad = await post(given.admin, { correctAnswer: 'Z', reason: 'typo in the key' });
    expect(bad.statusCode).toBe(400);
    // Issue 35: the one field's reason is an issue with its key, for the console to say in the user's language.
    expect(bad.json()).toMatchObject({
      message: 'correctAnswer: expected one of the option keys (A, B, C)',
      data: {
        field: 'correctAnswer',
        issues: [
          {
            path: 'correctAnswer',
            message: 'expected one of the option keys (A, B, C)',
            messageKey: 'validation.subjectRules.oneOptionKey',
            params: { keys: 'A, B, C' },
          },
        ],
      },
    });
    expect((await post(given.admin, { correctAnswer: 'A', reason: ' ' })).statusCode).toBe(400);
    const essay = `/api/admin/v1/exams/${exam.id}/subjects/${paper.subjectIds.essay}/regrade`;
    const subjective = await post(given.admin, { correctAnswer: 'x', reason: 'why' }, essay);
    expect(subjective.statusCode).toBe(400);
    expect(subjective.json().data.issues).toMatchObject([
      { path: 'subjectId', messageKey: 'validation.grading.objectiveOnly' },
    ]);
    expect((await post(grader, { correctAnswer: 'A', reason: 'why' })).statusCode).toBe(403);
    expect((await post(proctor, { correctAnswer: 'A', reason: 'why' })).statusCode).toBe(403);
    expect(await outcome(attempts.ann)).toEqual({ score: 10, isPassed: false });
  });

  it('sets the key, scores every answer again with pass/fail, and audits the key change and each score it moved', async () => {
    const response = await given.app.postAs({ user: given.admin }, url(), {
      correctAnswer: 'A',
      reason: 'the key said B; A is right',
    });
    expect(response.statusCode, response.body).toBe(200);
    // Ann's and Bob's totals change; Cat's stays 10.
    expect(response.json().data).toEqual({ attempts: 3, changed: 2 });
    expect(await outcome(attempts.ann)).toEqual({ score: 20, isPassed: true });
    expect(await outcome(attempts.bob)).toEqual({ score: 10, isPassed: false });
    expect(await outcome(attempts.cat)).toEqual({ score: 10, isPassed: false });
    const [bobAnswer] = await given
      .db()
      .select({ score: answers.score, isCorrect: answers.isCorrect })
      .from(answers)
      .where(and(eq(answers.examResultId, attempts.bob), eq(answers.subjectId, paper.subjectIds.single)));
    expect(bobAnswer).toEqual({ score: 0, isCorrect: false });
    const [subject] = await given
      .db()
      .select({ correctAnswer: subjects.correctAnswer })
      .from(subjects)
      .where(eq(subjects.id, paper.subjectIds.single));
    expect(subject?.correctAnswer).toBe('A');
    const audit = await given.db().select().from(auditLog).where(eq(auditLog.action, 'subject.regrade'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      target: `subject:${paper.subjectIds.single}`,
      detail: {
        oldCorrectAnswer: 'B',
        newCorrectAnswer: 'A',
        reason: 'the key said B; A is right',
        attempts: 3,
        changed: 2,
      },
    });
    // Issue 40: each answer the new key scored differently, old → new with the attempt's total; Cat's kept its 0.
    const regraded = await given.db().select().from(auditLog).where(eq(auditLog.action, 'grade.regrade'));
    const row = (examResultId: number, scores: object) => ({
      userId: given.admin.id,
      target: `attempt:${examResultId}`,
      detail: {
        examId: exam.id,
        examResultId,
        subjectId: paper.subjectIds.single,
        subjectKey: 'single',
        reason: 'the key said B; A is right',
        ...scores,
      },
    });
    expect(regraded.sort((a, b) => a.target.localeCompare(b.target))).toEqual(
      [
        row(attempts.ann, { oldScore: 0, newScore: 10, oldTotal: 10, newTotal: 20 }),
        row(attempts.bob, { oldScore: 10, newScore: 0, oldTotal: 20, newTotal: 10 }),
      ]
        .sort((a, b) => a.target.localeCompare(b.target))
        .map((expected) => expect.objectContaining(expected)),
    );
  });
});
