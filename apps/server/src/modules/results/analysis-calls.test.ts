import { describe, expect, it } from 'vitest';
import type { Who } from '../../test/build-app';
import { useSchool } from '../../test/school-fixture';
import { createResultAttempt, hours, NOW } from './results-fixture';

const SUMMARY = '/api/personal-center/positionevaluation/summary-userexam-information';
const program = (examResultId: number) => `/api/iexam/subject/v1/programAnalysis/${examResultId}`;

describe('programAnalysis and the personal-centre summary (SPEC §7, issue 6 review)', () => {
  const given = useSchool({ clock: () => NOW }, { candidate: {} });
  const get = (who: Who, url: string) => given.app.getAs(who, url);

  it('the code subject of a handed-in attempt: program, points, comment; no judge has run', async () => {
    const { attempt, subjectIds, who } = await createResultAttempt(
      given.db(),
      given.school.id,
      given.candidate,
    );
    const response = await get(who, program(attempt.id));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        subjectId: subjectIds.code,
        position: 5,
        score: 10,
        language: 'python',
        code: 'print(42)',
        gradingState: 'graded',
        earned: 7,
        graderComment: 'off by one',
        judgeState: 'not_run',
        caseResults: null,
      },
    ]);
  });

  it.each([
    {
      rule: 'review closed until the exam ends',
      exam: { reviewPolicy: 'after_exam_end' as const, endTime: hours(2) },
      earned: 7,
    },
    { rule: 'flag 2 hides the score', exam: { examResultFlag: 2 }, earned: null },
  ])('$rule: the program stays readable, the rest as the rule says', async ({ exam, earned }) => {
    const { attempt, who } = await createResultAttempt(given.db(), given.school.id, 'open link', { exam });
    expect((await get(who, program(attempt.id))).json().data[0]).toMatchObject({
      code: 'print(42)',
      earned,
      graderComment: null,
    });
  });

  it("an attempt in progress is a 409, another candidate's a 404", async () => {
    const running = await createResultAttempt(given.db(), given.school.id, given.candidate, {
      exam: { endTime: hours(2) },
      attempt: { status: 'in_progress', startAnswerTime: hours(-0.5), submittedAt: null, score: null },
    });
    expect((await get(running.who, program(running.attempt.id))).statusCode).toBe(409);
    const stranger = { user: await given.newUser() };
    expect((await get(stranger, program(running.attempt.id))).statusCode).toBe(404);
  });

  it('the summary groups handed-in attempts per exam with only what each flag shows, instants in ISO', async () => {
    const owner = await given.newUser();
    const first = await createResultAttempt(given.db(), given.school.id, owner, {
      exam: { examResultFlag: 1 },
    });
    const second = await createResultAttempt(given.db(), given.school.id, owner, {
      exam: { examResultFlag: 2 },
      attempt: { isPassed: true, startAnswerTime: hours(-1.5), submittedAt: hours(-1) },
    });
    const response = await given.app.postAs({ user: owner }, SUMMARY, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      examCount: 2,
      attemptCount: 2,
      timeUsedSeconds: 3600 + 1800,
      exams: [
        {
          examId: second.exam.id,
          examName: second.exam.examName,
          examResultFlag: 2,
          attemptCount: 1,
          gradingCount: 0,
          bestScore: null,
          isPassed: true,
          timeUsedSeconds: 1800,
          firstStartAnswerTime: '2026-06-03T00:30:00.000Z',
          lastStartAnswerTime: '2026-06-03T00:30:00.000Z',
          lastSubmittedAt: '2026-06-03T01:00:00.000Z',
        },
        expect.objectContaining({
          examId: first.exam.id,
          bestScore: 37.5,
          isPassed: null,
          timeUsedSeconds: 3600,
        }),
      ],
    });
    const narrowed = await given.app.postAs({ user: owner }, SUMMARY, { examId: first.exam.id });
    expect(narrowed.json().data.exams.map((exam: { examId: number }) => exam.examId)).toEqual([
      first.exam.id,
    ]);
  });

  it('an open-link visitor sums up only the exam of their token', async () => {
    const { exam, who } = await createResultAttempt(given.db(), given.school.id, 'open link');
    const summary = await given.app.postAs(who, SUMMARY, {});
    expect(summary.json().data).toMatchObject({
      examCount: 1,
      exams: [{ examId: exam.id, bestScore: 37.5 }],
    });
    const elsewhere = await given.app.postAs(who, SUMMARY, { examId: exam.id + 1 });
    expect(elsewhere.json().data).toEqual({ examCount: 0, attemptCount: 0, timeUsedSeconds: 0, exams: [] });
  });
});
