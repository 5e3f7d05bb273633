import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers } from '../../db/schema';
import { createSchool, createUser } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');

describe('grading essays and programs by hand (issue 6)', () => {
  const given = useSchool({ clock: () => NOW }, { admin: { role: 'exam_admin' }, candidate: {} });

  it('the queue lists the attempt; grading the essay, then the program, ends grading with the total and pass flag', async () => {
    const exam = await given.newExam({ passScore: 30 });
    const { subjectIds, attempt } = await given.newAttemptOnFullPaper(exam, {
      userId: given.candidate.id,
      status: 'grading',
      isScoring: 1,
      score: 10,
      isPassed: null,
    });
    await given
      .db()
      .insert(answers)
      .values([
        {
          schoolId: given.school.id,
          examResultId: attempt.id,
          subjectId: subjectIds.single,
          answer: 'B',
          seq: 1,
          savedAt: NOW,
          score: 10,
          isCorrect: true,
        },
        {
          schoolId: given.school.id,
          examResultId: attempt.id,
          subjectId: subjectIds.essay,
          answer: '<script>x</script> my essay',
          seq: 1,
          savedAt: NOW,
        },
        {
          schoolId: given.school.id,
          examResultId: attempt.id,
          subjectId: subjectIds.code,
          answer: { language: 'python', code: 'print(1)' },
          seq: 1,
          savedAt: NOW,
        },
      ]);
    const as = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      given.app.injectAs({ user: given.admin }, { method, url, ...(payload ? { payload } : {}) });
    const queue = (await as('GET', `/api/admin/v1/grading/attempts?examId=${exam.id}`)).json().data;
    expect(queue).toEqual([expect.objectContaining({ examResultId: attempt.id, pendingCount: 2 })]);
    const view = (await as('GET', `/api/admin/v1/grading/attempts/${attempt.id}`)).json().data;
    expect(view.subjects.map((s: { subjectId: number }) => s.subjectId).sort()).toEqual(
      [subjectIds.code, subjectIds.essay].sort(),
    );

    const grade = (subjectId: number, score: number) =>
      as('PUT', `/api/admin/v1/grading/attempts/${attempt.id}/subjects/${subjectId}`, {
        score,
        comment: '好',
      });
    expect((await grade(subjectIds.essay, 11)).statusCode).toBe(400);
    expect((await grade(subjectIds.single, 5)).statusCode).toBe(400);
    expect((await grade(subjectIds.essay, 8)).json().data).toMatchObject({
      status: 'grading',
      score: 18,
      isScoring: 1,
    });
    expect((await grade(subjectIds.code, 10)).json().data).toMatchObject({
      status: 'graded',
      score: 28,
      isPassed: false,
      isScoring: 0,
    });
    // A correction keeps the attempt graded and works the total out again.
    expect((await grade(subjectIds.essay, 10)).json().data).toMatchObject({
      status: 'graded',
      score: 30,
      isPassed: true,
    });
    expect((await as('GET', `/api/admin/v1/grading/attempts?examId=${exam.id}`)).json().data).toEqual([]);
    // Full marks from a person count as right in the result (issue 17 defect 8: "right 4/6" beside a full-marks
    // program); less than full marks does not.
    const rightOf = async () =>
      Object.fromEntries(
        (await given.db().select().from(answers).where(eq(answers.examResultId, attempt.id))).map((row) => [
          row.subjectId,
          row.isCorrect,
        ]),
      );
    expect(await rightOf()).toMatchObject({ [subjectIds.essay]: true, [subjectIds.code]: true });
    await grade(subjectIds.essay, 9.5);
    expect(await rightOf()).toMatchObject({ [subjectIds.essay]: false, [subjectIds.code]: true });
  });

  it('candidates cannot grade; another school’s attempt is 404', async () => {
    const exam = await given.newExam();
    const { subjectIds, attempt } = await given.newAttemptOnFullPaper(exam, {
      userId: given.candidate.id,
      status: 'grading',
    });
    const url = `/api/admin/v1/grading/attempts/${attempt.id}/subjects/${subjectIds.essay}`;
    expect(
      (await given.app.injectAs({ user: given.candidate }, { method: 'PUT', url, payload: { score: 1 } }))
        .statusCode,
    ).toBe(403);
    const other = await createSchool(given.db());
    const otherAdmin = await createUser(given.db(), other.id, { role: 'exam_admin' });
    expect(
      (await given.app.injectAs({ user: otherAdmin }, { method: 'PUT', url, payload: { score: 1 } }))
        .statusCode,
    ).toBe(404);
  });
});
