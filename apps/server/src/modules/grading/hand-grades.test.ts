import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answers, auditLog } from '../../db/schema';
import { createStaff, type Exam, type User } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');

describe('a grade by hand is saved exactly as given, and every grade is audited (issue 40)', () => {
  const given = useSchool({ clock: () => NOW }, { admin: { role: 'exam_admin' }, ann: {}, bob: {} });
  let exam: Exam;
  let grader: User;
  const ids = { essay: 0, code: 0 };
  const attempts = { ann: 0, bob: 0 };

  beforeAll(async () => {
    exam = await given.newExam({ passScore: 15 });
    grader = await createStaff(given.db(), given.school.id, 'grader', [{ examId: exam.id }]);
    // Each wrote an essay (10 points) that waits; the judge gave each program (10 points) 6.67.
    const waiting = { status: 'grading' as const, isScoring: 1, score: 6.67, isPassed: null };
    const ann = await given.newAttemptOnFullPaper(exam, { userId: given.ann.id, ...waiting });
    const bob = await given.newAttempt(exam, { userId: given.bob.id, paperId: ann.paper.id, ...waiting });
    Object.assign(ids, { essay: ann.subjectIds.essay, code: ann.subjectIds.code });
    Object.assign(attempts, { ann: ann.attempt.id, bob: bob.id });
    const saved = { schoolId: given.school.id, seq: 1, savedAt: NOW };
    const program = { language: 'python', code: 'print(1)' };
    await given
      .db()
      .insert(answers)
      .values(
        [ann.attempt.id, bob.id].flatMap((examResultId) => [
          { ...saved, examResultId, subjectId: ids.essay, answer: 'an essay' },
          { ...saved, examResultId, subjectId: ids.code, answer: program, score: 6.67, gradedAt: NOW },
        ]),
      );
  });

  const grade = (examResultId: number, subjectId: number, payload: object | string) =>
    given.app.injectAs(
      { user: grader },
      {
        method: 'PUT',
        url: `/api/admin/v1/grading/attempts/${examResultId}/subjects/${subjectId}`,
        payload,
        headers: { 'content-type': 'application/json' },
      },
    );
  const answerOf = async (examResultId: number, subjectId: number) => {
    const [row] = await given
      .db()
      .select({ score: answers.score, gradedAt: answers.gradedAt, gradedByUserId: answers.gradedByUserId })
      .from(answers)
      .where(and(eq(answers.examResultId, examResultId), eq(answers.subjectId, subjectId)));
    return row;
  };
  const auditOf = async (examResultId: number) => {
    const read = await given.app.getAs(
      { user: given.admin },
      `/api/admin/v1/audit?target=attempt:${examResultId}`,
    );
    expect(read.statusCode, read.body).toBe(200);
    return read.json().data.list as { actor: string; action: string; target: string; detail: object }[];
  };

  /** Bob's essay still waits, and nothing of his attempt is in the audit log. */
  const expectNothingWritten = async () => {
    expect(await answerOf(attempts.bob, ids.essay)).toEqual({
      score: null,
      gradedAt: null,
      gradedByUserId: null,
    });
    expect(await auditOf(attempts.bob)).toEqual([]);
  };

  it.each([
    { score: 9.999, messageKey: 'validation.grading.tooPrecise', message: 'score: at most two decimals' },
    { score: 2.345, messageKey: 'validation.grading.tooPrecise', message: 'score: at most two decimals' },
    { score: -1, messageKey: 'validation.grading.belowZero', message: 'score: at least 0' },
    { score: 10.01, messageKey: 'validation.grading.overSubjectScore', message: 'score: at most 10' },
    { score: 300, messageKey: 'validation.grading.overSubjectScore', message: 'score: at most 10' },
  ])('$score is refused at the score field ($messageKey), and nothing is written', async (refused) => {
    const response = await grade(attempts.bob, ids.essay, { score: refused.score, comment: 'x' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      message: refused.message,
      data: { field: 'score', issues: [{ path: 'score', messageKey: refused.messageKey }] },
    });
    await expectNothingWritten();
  });

  it('a score that is not a finite number is refused at the score field, and nothing is written', async () => {
    for (const payload of ['{"score":1e400,"comment":""}', '{"score":"7","comment":""}', '{"comment":""}']) {
      const response = await grade(attempts.bob, ids.essay, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().data.field, payload).toBe('score');
    }
    await expectNothingWritten();
  });

  it('a first grade, a changed grade, the same grade again and a grade over the judge are each audited old → new', async () => {
    const essay = (score: number) => grade(attempts.ann, ids.essay, { score, comment: 'seen' });
    expect((await essay(7.5)).json().data).toMatchObject({ status: 'graded', score: 14.17 });
    expect(await answerOf(attempts.ann, ids.essay)).toMatchObject({ score: 7.5, gradedByUserId: grader.id });
    expect((await essay(8.25)).json().data).toMatchObject({ score: 14.92 });
    expect((await essay(8.25)).statusCode).toBe(200);
    const program = await grade(attempts.ann, ids.code, { score: 10, comment: 'all right by hand' });
    expect(program.json().data).toMatchObject({ score: 18.25, isPassed: true });

    const row = (action: string, subjectId: number, key: string, scores: object) => ({
      actor: grader.userName,
      action,
      target: `attempt:${attempts.ann}`,
      detail: { examId: exam.id, examResultId: attempts.ann, subjectId, subjectKey: key, ...scores },
    });
    // Newest first.
    expect(await auditOf(attempts.ann)).toEqual([
      expect.objectContaining(
        row('grade.change', ids.code, 'code', {
          oldScore: 6.67,
          newScore: 10,
          oldTotal: 14.92,
          newTotal: 18.25,
        }),
      ),
      expect.objectContaining(
        row('grade.change', ids.essay, 'essay', {
          oldScore: 8.25,
          newScore: 8.25,
          oldTotal: 14.92,
          newTotal: 14.92,
        }),
      ),
      expect.objectContaining(
        row('grade.change', ids.essay, 'essay', {
          oldScore: 7.5,
          newScore: 8.25,
          oldTotal: 14.17,
          newTotal: 14.92,
        }),
      ),
      expect.objectContaining(
        row('grade.save', ids.essay, 'essay', {
          oldScore: null,
          newScore: 7.5,
          oldTotal: 6.67,
          newTotal: 14.17,
        }),
      ),
    ]);
    const written = await given
      .db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `attempt:${attempts.ann}`));
    expect(written.every((entry) => entry.userId === grader.id)).toBe(true);
  });
});
