import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answers, examResults, subjects } from '../../db/schema';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');
const CLIENT = 'client-fill-in';
const BLANKS = [['42'], ['Java']];

/** A paper of two fill-ins of two blanks, 15 points each: one set to all-or-nothing, one naming no rule. */
const fillInExam = {
  key: 'fill-in-rules',
  examName: 'Fill-in rules',
  beginTime: '2026-06-03T09:00:00+08:00',
  endTime: '2026-06-04T09:00:00+08:00',
  examSettingTime: 30,
  paperScore: 30,
  passScore: 10,
  examResultFlag: 0,
  papers: [
    {
      key: 'p1',
      name: 'Paper 1',
      subjects: [
        {
          key: 'strict',
          subjectType: 4,
          subjectTitle: 'The answer ___, the language ___.',
          correctAnswer: BLANKS,
          score: 15,
          scoringRule: 'all_or_nothing',
        },
        {
          key: 'shared',
          subjectType: 4,
          subjectTitle: 'Again: the answer ___, the language ___.',
          correctAnswer: BLANKS,
          score: 15,
        },
      ],
    },
  ],
};

describe('a fill-in is scored by its scoring rule (issue 40)', () => {
  const given = useSchool({ clock: () => NOW }, { admin: { role: 'exam_admin' }, ann: {} });
  let examId: number;
  const subjectIds = { strict: 0, shared: 0 };
  let examResultId: number;

  const scoreOf = async (subjectId: number) => {
    const [row] = await given
      .db()
      .select({ score: answers.score })
      .from(answers)
      .where(and(eq(answers.examResultId, examResultId), eq(answers.subjectId, subjectId)));
    return row?.score;
  };
  const totalOf = async () =>
    (await given.db().select().from(examResults).where(eq(examResults.id, examResultId)))[0]?.score;

  beforeAll(async () => {
    // Written as the console writes it, and taken by a candidate: one right blank of two on each.
    const created = await given.app.postAs({ user: given.admin }, '/api/admin/v1/exams', {
      exam: fillInExam,
    });
    expect(created.statusCode, created.body).toBe(200);
    examId = created.json().data.examId;
    for (const row of await given.db().select().from(subjects).where(eq(subjects.schoolId, given.school.id)))
      subjectIds[row.key as keyof typeof subjectIds] = row.id;
    const as = (url: string, payload: object) => given.app.postAs({ user: given.ann }, url, payload);
    const started = await as('/api/iexam/userexam/v1/examResults/startExam', { examId, clientId: CLIENT });
    expect(started.statusCode, started.body).toBe(200);
    examResultId = started.json().data.examResultId;
    const saved = await as('/api/iexam/useranswer/v1/answer', {
      examResultId,
      clientId: CLIENT,
      answers: Object.values(subjectIds).map((subjectId) => ({ subjectId, answer: ['42', 'C'], seq: 1 })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const handedIn = await as('/api/iexam/sso/v1/doExam', { examResultId, clientId: CLIENT });
    expect(handedIn.statusCode, handedIn.body).toBe(200);
  });

  it('the console reads back the rule each fill-in is graded by: the one it was set to, or each blank its share', async () => {
    const read = await given.app.getAs({ user: given.admin }, `/api/admin/v1/exams/${examId}`);
    expect(read.statusCode, read.body).toBe(200);
    const rules = read.json().data.exam.papers[0].subjects.map((s: { scoringRule: string }) => s.scoringRule);
    expect(rules).toEqual(['all_or_nothing', 'partial']);
  });

  it('one right blank of two: all-or-nothing scores 0, the default its share (7.5 of 15)', async () => {
    expect(await scoreOf(subjectIds.strict)).toBe(0);
    expect(await scoreOf(subjectIds.shared)).toBe(7.5);
    expect(await totalOf()).toBe(7.5);
  });

  it('a regrade of the key scores again by the same rule', async () => {
    const regrade = (correctAnswer: string[][]) =>
      given.app.postAs(
        { user: given.admin },
        `/api/admin/v1/exams/${examId}/subjects/${subjectIds.strict}/regrade`,
        { correctAnswer, reason: 'the key was wrong' },
      );
    // Both of the candidate's blanks taken: the whole score.
    expect((await regrade([['42'], ['C']])).statusCode).toBe(200);
    expect(await scoreOf(subjectIds.strict)).toBe(15);
    expect(await totalOf()).toBe(22.5);
    // The first refused again: one right blank of two, all or nothing.
    expect((await regrade([['41'], ['C']])).statusCode).toBe(200);
    expect(await scoreOf(subjectIds.strict)).toBe(0);
    expect(await totalOf()).toBe(7.5);
  });
});
