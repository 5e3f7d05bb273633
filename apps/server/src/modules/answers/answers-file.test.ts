import { ANSWERS_FILE_FORMAT } from '@iexam/domain/answers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerLoads, answers, examResults } from '../../db/schema';
import type { User } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');

describe('exam staff load a downloaded answers file (issue 5)', () => {
  const given = useSchool({ clock: () => NOW }, { admin: { role: 'exam_admin' }, candidate: {} });

  /** An attempt the server handed in at its deadline with only the single choice saved (wrongly). */
  const handedIn = async () => {
    const exam = await given.newExam({ passScore: 15 });
    const { subjectIds, attempt } = await given.newAttemptOnFullPaper(exam, {
      userId: given.candidate.id,
      status: 'graded',
      score: 0,
      isPassed: false,
    });
    await given.db().insert(answers).values({
      schoolId: given.school.id,
      examResultId: attempt.id,
      subjectId: subjectIds.single,
      answer: 'A',
      seq: 3,
      savedAt: NOW,
      score: 0,
      isCorrect: false,
    });
    return { exam, attempt, subjectIds };
  };
  const file = (exam: { id: number }, attempt: { id: number }, entries: object[]) => ({
    format: ANSWERS_FILE_FORMAT,
    schoolId: given.school.id,
    examId: exam.id,
    examResultId: attempt.id,
    writtenAt: '2026-06-03T01:59:00.000Z',
    answers: entries,
  });
  const load = (user: User, attemptId: number, payload: object) =>
    given.app.injectAs(
      { user },
      { method: 'POST', url: `/api/admin/v1/attempts/${attemptId}/answers-file`, payload },
    );

  it('applies newer answers only, grades again, reopens grading for a new essay, and records who loaded it', async () => {
    const { exam, attempt, subjectIds } = await handedIn();
    const response = await load(
      given.admin,
      attempt.id,
      file(exam, attempt, [
        { subjectId: subjectIds.single, answer: 'B', seq: 2 },
        { subjectId: subjectIds.judgement, answer: true, seq: 1 },
        { subjectId: subjectIds.essay, answer: 'written offline', seq: 4 },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      answerCount: 3,
      appliedCount: 2,
      outcome: { status: 'grading', score: 10, isScoring: 1 },
    });
    const [row] = await given.db().select().from(examResults).where(eq(examResults.id, attempt.id));
    expect(row).toMatchObject({ status: 'grading', score: 10 });
    const stored = await given.db().select().from(answers).where(eq(answers.examResultId, attempt.id));
    // The server's seq 3 beats the file's seq 2 for the single choice.
    expect(stored.find((a) => a.subjectId === subjectIds.single)).toMatchObject({ answer: 'A', seq: 3 });
    const [audit] = await given
      .db()
      .select()
      .from(answerLoads)
      .where(eq(answerLoads.examResultId, attempt.id));
    expect(audit).toMatchObject({
      loadedByUserId: given.admin.id,
      answerCount: 3,
      appliedCount: 2,
      fileWrittenAt: '2026-06-03T01:59:00.000Z',
    });
  });

  it('a candidate cannot load a file; a file of another attempt or with a bad answer is refused, nothing written', async () => {
    const { exam, attempt, subjectIds } = await handedIn();
    expect((await load(given.candidate, attempt.id, file(exam, attempt, []))).statusCode).toBe(403);
    const other = await handedIn();
    const mismatch = await load(given.admin, attempt.id, file(other.exam, other.attempt, []));
    expect(mismatch.statusCode).toBe(400);
    const bad = await load(
      given.admin,
      attempt.id,
      file(exam, attempt, [{ subjectId: subjectIds.judgement, answer: 'yes', seq: 9 }]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.field).toBe('answers[0].answer');
    expect(
      await given.db().select().from(answerLoads).where(eq(answerLoads.examResultId, attempt.id)),
    ).toEqual([]);
  });
});
