import { describe, expect, it } from 'vitest';
import {
  abilityDimensions,
  answers,
  knowledgePoints,
  subjectAbilities,
  subjectKnowledgePoints,
} from '../../db/schema';
import type { ExamFields } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';
import { gradedAnswer, HANDED_IN, hours, NOW } from './results-fixture';

describe('results and analysis (issue 6)', () => {
  const given = useSchool({ clock: () => NOW }, { candidate: {} });

  /**
   * A graded attempt on the full paper: single right (10), multiple wrong (0), judgement right (10), fill-in half
   * (5). Knowledge point A tags single+multiple, B tags judgement+fill; ability X (weight 2) single, Y fill.
   */
  type Who = { userId: number } | { openCandidateId: number };
  const gradedAttempt = async (
    examFields: ExamFields = {},
    whoFor: (exam: { schoolId: string; id: number }) => Promise<Who> = async () => ({
      userId: given.candidate.id,
    }),
  ) => {
    const exam = await given.newExam({
      beginTime: hours(-48),
      endTime: hours(-1),
      reviewPolicy: 'after_exam_end',
      ...examFields,
    });
    const who = await whoFor(exam);
    const { subjectIds, attempt } = await given.newAttemptOnFullPaper(exam, {
      ...who,
      ...HANDED_IN,
      score: 25,
      isPassed: false,
    });
    const grade = (subjectId: number, answer: unknown, score: number, isCorrect: boolean) =>
      gradedAnswer(attempt, subjectId, answer, score, isCorrect);
    await given
      .db()
      .insert(answers)
      .values([
        grade(subjectIds.single, 'B', 10, true),
        grade(subjectIds.multiple, ['A'], 0, false),
        grade(subjectIds.judgement, true, 10, true),
        grade(subjectIds.fill, ['42', 'c'], 5, false),
      ]);
    /** A knowledge point or ability dimension of the school, keyed for this attempt. */
    const tag = (prefix: string, name: string) => ({
      schoolId: given.school.id,
      key: `${prefix}-${attempt.id}`,
      name,
    });
    const [pointA, pointB] = await given
      .db()
      .insert(knowledgePoints)
      .values([tag('kp-a', '语法'), tag('kp-b', '算法')])
      .returning();
    const [abilityX, abilityY] = await given
      .db()
      .insert(abilityDimensions)
      .values([tag('ab-x', '记忆'), tag('ab-y', '应用')])
      .returning();
    if (!pointA || !pointB || !abilityX || !abilityY) throw new Error('tags not made');
    await given
      .db()
      .insert(subjectKnowledgePoints)
      .values([
        { schoolId: given.school.id, subjectId: subjectIds.single, knowledgePointId: pointA.id },
        { schoolId: given.school.id, subjectId: subjectIds.multiple, knowledgePointId: pointA.id },
        { schoolId: given.school.id, subjectId: subjectIds.judgement, knowledgePointId: pointB.id },
        { schoolId: given.school.id, subjectId: subjectIds.fill, knowledgePointId: pointB.id },
      ]);
    await given
      .db()
      .insert(subjectAbilities)
      .values([
        {
          schoolId: given.school.id,
          subjectId: subjectIds.single,
          abilityDimensionId: abilityX.id,
          weight: 2,
        },
        { schoolId: given.school.id, subjectId: subjectIds.fill, abilityDimensionId: abilityY.id, weight: 1 },
      ]);
    return { exam, attempt, subjectIds };
  };
  const get = (url: string, user = given.candidate) => given.app.getAs({ user }, url);
  const calls = (attempt: { id: number; examId: number }) => ({
    achievement: `/api/iexam/userexam/achievement/${attempt.id}/${attempt.examId}`,
    review: `/api/iexam/useranswer/v1/examResults/review/${attempt.id}`,
    knowledge: `/api/iexam/subject/v1/getKnowledgeGraph/${attempt.id}`,
    knowledgeTree: `/api/iexam/subject/v1/getKnowledgeGraph/${attempt.id}/2`,
    ability: `/api/iexam/subject/v1/getAbilityGraph/${attempt.id}`,
    statistics: `/api/iexam/subject/v1/getStuAnswerStatistics/${attempt.id}`,
  });

  it('the result summary, knowledge mastery and ability radar figures', async () => {
    const { attempt } = await gradedAttempt();
    const url = calls(attempt);
    expect((await get(url.achievement)).json().data).toMatchObject({
      score: 25,
      isPassed: false,
      paperScore: 100,
      timeUsedSeconds: 3600,
      subjectCount: 6,
      answeredCount: 4,
      correctCount: 2,
      isReviewAllowed: true,
    });
    expect((await get(url.knowledge)).json().data).toEqual([
      expect.objectContaining({ name: '语法', earned: 10, possible: 20, mastery: 50 }),
      expect.objectContaining({ name: '算法', earned: 15, possible: 20, mastery: 75 }),
    ]);
    expect((await get(url.knowledgeTree)).json().data).toHaveLength(2);
    expect((await get(url.ability)).json().data).toEqual([
      expect.objectContaining({ name: '记忆', score: 100 }),
      expect.objectContaining({ name: '应用', score: 50 }),
    ]);
  });

  it.each([
    { flag: 0, score: 25, isPassed: false, details: true },
    { flag: 1, score: 25, isPassed: null, details: true },
    { flag: 2, score: null, isPassed: false, details: false },
    { flag: 5, score: null, isPassed: null, details: false },
  ])(
    'examResultFlag $flag hides exactly what it must through every results call',
    async ({ flag, score, isPassed, details }) => {
      for (const who of ['account', 'open link'] as const) {
        let visitor: { id: number; examId: number } | undefined;
        const { attempt } = await gradedAttempt({ examResultFlag: flag }, async (exam) => {
          if (who === 'account') return { userId: given.candidate.id };
          visitor = await given.newOpenCandidate(exam, { isChecked: true });
          return { openCandidateId: visitor.id };
        });
        const response = (url: string) =>
          visitor
            ? given.app.injectAs(
                { openCandidate: { id: visitor.id, schoolId: given.school.id, examId: visitor.examId } },
                { method: 'GET', url },
              )
            : get(url);
        const url = calls(attempt);
        const body = (await response(url.achievement)).body;
        expect(JSON.parse(body).data, who).toMatchObject({ score, isPassed, examResultFlag: flag });
        if (score === null) expect(body, who).not.toContain('"correctCount":2');
        for (const detail of [url.review, url.knowledge, url.ability, url.statistics]) {
          const answer = await response(detail);
          if (details) expect(answer.statusCode, `${who} ${detail}`).toBe(200);
          else {
            expect(answer.statusCode, `${who} ${detail}`).toBe(403);
            expect(answer.json().code).toBe(6302);
            expect(answer.body).not.toContain('mastery');
          }
        }
      }
    },
  );

  it("another candidate's result is a 404 through every results call", async () => {
    const { attempt } = await gradedAttempt();
    const stranger = await given.newUser();
    for (const url of Object.values(calls(attempt)))
      expect((await get(url, stranger)).statusCode, url).toBe(404);
  });

  it('review and statistics wait for the exam end by default; "never" keeps the key for good', async () => {
    const running = await gradedAttempt({ endTime: hours(2) });
    expect((await get(calls(running.attempt).review)).json().code).toBe(6301);
    expect((await get(calls(running.attempt).statistics)).json().code).toBe(6301);
    expect((await get(calls(running.attempt).achievement)).json().data.isReviewAllowed).toBe(false);
    const never = await gradedAttempt({ reviewPolicy: 'never' });
    expect((await get(calls(never.attempt).review)).json().code).toBe(6301);
    const open = await gradedAttempt({ reviewPolicy: 'after_submit', endTime: hours(2) });
    const review = (await get(calls(open.attempt).review)).json().data;
    expect(review.find((s: { subjectId: number }) => s.subjectId === open.subjectIds.multiple)).toMatchObject(
      {
        answer: ['A'],
        correctAnswer: ['A', 'C'],
        earned: 0,
        isCorrect: false,
      },
    );
  });

  it('statistics count every submitted attempt on the paper: correct rate and choice distribution', async () => {
    const { exam, attempt, subjectIds } = await gradedAttempt();
    const other = await given.newUser();
    const second = await given.newAttempt(exam, {
      userId: other.id,
      paperId: attempt.paperId,
      status: 'graded',
    });
    await given.db().insert(answers).values({
      schoolId: given.school.id,
      examResultId: second.id,
      subjectId: subjectIds.single,
      answer: 'A',
      seq: 1,
      savedAt: NOW,
      score: 0,
      isCorrect: false,
    });
    const stats = (await get(calls(attempt).statistics)).json().data;
    expect(stats.find((s: { subjectId: number }) => s.subjectId === subjectIds.single)).toEqual({
      subjectId: subjectIds.single,
      attemptCount: 2,
      answeredCount: 2,
      correctCount: 1,
      correctRate: 50,
      optionCounts: { A: 1, B: 1, C: 0 },
    });
  });

  it('feedback on a subject of the attempt is stored; a subject of another paper is refused', async () => {
    const { attempt, subjectIds } = await gradedAttempt();
    const send = (subjectId: number) =>
      given.app.postAs({ user: given.candidate }, '/api/exam/api/subjectFeedback/submitFeedback', {
        examResultId: attempt.id,
        subjectId,
        feedbackType: 'answer',
        content: ' 答案 C 也对 ',
      });
    expect((await send(subjectIds.multiple)).json().data.feedbackId).toBeGreaterThan(0);
    expect((await send(999_999)).statusCode).toBe(400);
  });
});
