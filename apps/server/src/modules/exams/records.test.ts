import { describe, expect, it } from 'vitest';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
const records = (examId: number) => `/api/iexam/userexam/v1/examResults/records?examId=${examId}`;

describe('attempt history (SPEC §2 records list, §3 examResultFlag, §9 page size 30)', () => {
  const given = useSchool({ clock: () => NOW }, { candidate: {} });

  const list = async (examId: number) =>
    (await given.app.getAs({ user: given.candidate }, records(examId))).json().data;

  it.each([
    { flag: 0, score: 85, isPassed: true },
    { flag: 1, score: 85, isPassed: null },
    { flag: 2, score: null, isPassed: true },
    { flag: 3, score: null, isPassed: null },
  ])(
    'examResultFlag $flag lets through score $score and pass $isPassed, nothing more',
    async ({ flag, score, isPassed }) => {
      const exam = await given.newExam({ examResultFlag: flag });
      await given.newAttempt(exam, { userId: given.candidate.id, score: 85, isPassed: true });
      const page = await list(exam.id);
      expect(page.records).toEqual([
        expect.objectContaining({ score, isPassed, examResultFlag: flag, isScoring: 0 }),
      ]);
    },
  );

  it('an attempt waiting for grading says so and shows no score', async () => {
    const exam = await given.newExam();
    await given.newAttempt(exam, {
      userId: given.candidate.id,
      status: 'grading',
      isScoring: 1,
      score: 40,
    });
    expect((await list(exam.id)).records).toEqual([
      expect.objectContaining({ isScoring: 1, score: null, isPassed: null }),
    ]);
  });

  it('the first page holds the 30 newest finished attempts; the total counts them all; running and preview attempts are left out', async () => {
    const exam = await given.newExam();
    const paper = (await given.newAttempt(exam, { userId: given.candidate.id, startAnswerTime: days(-40) }))
      .paperId;
    for (let day = 1; day <= 31; day += 1)
      await given.newAttempt(exam, {
        userId: given.candidate.id,
        paperId: paper,
        startAnswerTime: days(-day),
      });
    await given.newAttempt(exam, {
      userId: given.candidate.id,
      paperId: paper,
      status: 'in_progress',
      startAnswerTime: days(0),
    });
    await given.newAttempt(exam, {
      userId: given.candidate.id,
      paperId: paper,
      isPreview: true,
      startAnswerTime: days(0),
    });
    const other = await given.newUser();
    await given.newAttempt(exam, { userId: other.id, paperId: paper, startAnswerTime: days(0) });
    const page = await list(exam.id);
    expect(page.total).toBe(32);
    expect(page.records).toHaveLength(30);
    expect(page.records[0].startAnswerTime).toBe(days(-1).toISOString());
    expect(page.records[29].startAnswerTime).toBe(days(-30).toISOString());
  });
});
