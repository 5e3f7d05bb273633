import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examResults, exams, papers, users } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { importExamDefinition } from './service/import-exam-definition';
import { readExamDefinition } from './service/read-exam-definition';

const NOW = new Date('2026-06-03T02:00:00Z');
const CLIENT = 'client-0001';
const BASE = '/api/admin/v1';

const choice = (key: string, title = `question ${key}`) => ({
  key,
  subjectType: 1,
  subjectTitle: title,
  options: [
    { key: 'A', content: 'one' },
    { key: 'B', content: 'two' },
  ],
  correctAnswer: 'A',
  score: 5,
});

const definition = {
  school: { id: 'versions', name: 'Versions school', isOpen: true },
  users: [
    { userName: 'staff', password: 'password-1', role: 'exam_admin' },
    { userName: 'taker', password: 'password-1' },
  ],
  exams: [
    {
      key: 'exam',
      examName: 'Versioned exam',
      beginTime: '2026-06-03T01:00:00Z',
      endTime: '2026-06-04T01:00:00Z',
      examSettingTime: 60,
      paperScore: 5,
      passScore: 5,
      examResultFlag: 0,
      examRuleList: [{ ruleType: 1, ruleValue: 3 }],
      papers: [{ key: 'paper', name: 'Paper', subjects: [choice('q1')] }],
    },
  ],
};

describe('editing a paper that has attempts makes a new version (decision 0038)', () => {
  const holder = useTestApp({ clock: () => NOW });

  it('the attempt keeps its paper, answers and result; new attempts start on the new version', async () => {
    await importExamDefinition(holder.db(), definition, NOW);
    const user = async (userName: string) => {
      const [row] = await holder
        .db()
        .select()
        .from(users)
        .where(and(eq(users.schoolId, 'versions'), eq(users.userName, userName)));
      if (!row) throw new Error(`no ${userName}`);
      return row;
    };
    const taker = { user: await user('taker') };
    const staff = { user: await user('staff') };
    const [exam] = await holder.db().select().from(exams).where(eq(exams.schoolId, 'versions'));
    if (!exam) throw new Error('no exam');
    const start = async () => {
      const started = await holder.app.postAs(taker, '/api/iexam/userexam/v1/examResults/startExam', {
        examId: exam.id,
        clientId: CLIENT,
      });
      expect(started.statusCode, started.body).toBe(200);
      return started.json().data.examResultId as number;
    };
    const titles = async (examResultId: number) =>
      (
        await holder.app.getAs(
          taker,
          `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}?clientId=${CLIENT}`,
        )
      )
        .json()
        .data.subjects.map((subject: { subjectTitle: string }) => subject.subjectTitle);

    const first = await start();
    const [subject] = (
      await holder.app.getAs(
        taker,
        `/api/iexam/useranswer/v1/examResults/answerDetails/${first}?clientId=${CLIENT}`,
      )
    ).json().data.subjects as { subjectId: number }[];
    const saved = await holder.app.postAs(taker, '/api/iexam/useranswer/v1/answer', {
      examResultId: first,
      clientId: CLIENT,
      answers: [{ subjectId: subject?.subjectId, answer: 'A', seq: 1 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await holder.app.postAs(taker, '/api/iexam/sso/v1/doExam', { examResultId: first })).statusCode,
    ).toBe(200);
    const resultBefore = (await holder.app.getAs(taker, `/api/iexam/useranswer/v1/result/${first}`)).json()
      .data;
    expect(resultBefore).toMatchObject({ score: 5, isPassed: true });

    const stored = await readExamDefinition(holder.db(), 'versions', exam.id);
    const put = (paperSubjects: object[], paperKey = 'paper') =>
      holder.app.injectAs(staff, {
        method: 'PUT',
        url: `${BASE}/exams/${exam.id}`,
        payload: { exam: { ...stored, papers: [{ key: paperKey, name: 'Paper', subjects: paperSubjects }] } },
      });
    const paperRows = () =>
      holder
        .db()
        .select({ id: papers.id, key: papers.key, supersededAt: papers.supersededAt })
        .from(papers)
        .where(eq(papers.examId, exam.id))
        .orderBy(asc(papers.id));

    // The same subjects again: no new version.
    expect((await put(stored?.papers[0]?.subjects ?? [])).statusCode).toBe(200);
    expect(await paperRows()).toEqual([{ id: expect.any(Number), key: 'paper', supersededAt: null }]);
    const [original] = await paperRows();

    const edited = await put([choice('q1', 'question q1, reworded')]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.hasAttempts).toBe(true);
    expect(edited.json().data.exam.papers.map((paper: { key: string }) => paper.key)).toEqual(['paper']);
    const rows = await paperRows();
    expect(rows).toEqual([
      { id: original?.id, key: 'paper~v2', supersededAt: NOW },
      { id: expect.any(Number), key: 'paper', supersededAt: null },
    ]);

    // The handed-in attempt is as it was: its paper, its subject, its answer's result.
    const [attempt] = await holder.db().select().from(examResults).where(eq(examResults.id, first));
    expect(attempt?.paperId).toBe(original?.id);
    expect(await titles(first)).toEqual(['question q1']);
    expect((await holder.app.getAs(taker, `/api/iexam/useranswer/v1/result/${first}`)).json().data).toEqual(
      resultBefore,
    );

    // A new attempt gets the new version.
    const second = await start();
    const [secondRow] = await holder.db().select().from(examResults).where(eq(examResults.id, second));
    expect(secondRow?.paperId).toBe(rows[1]?.id);
    expect(await titles(second)).toEqual(['question q1, reworded']);

    // An earlier version's key is not the body's to take.
    const taken = await put([choice('q1')], 'paper~v2');
    expect(taken.statusCode).toBe(400);
    expect(taken.json().data.issues).toEqual([
      {
        path: 'exam.papers[0].key',
        message: expect.any(String),
        messageKey: 'validation.school.earlierPaperKey',
        params: { key: 'paper~v2' },
      },
    ]);

    // The second version has an attempt too: the next change makes a third.
    expect((await put([choice('q3')])).statusCode).toBe(200);
    expect((await paperRows()).map((row) => row.key)).toEqual(['paper~v2', 'paper~v3', 'paper']);
  });
});
