import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exams, users } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { importExamDefinition } from '../admin/service/import-exam-definition';

const NOW = new Date('2026-06-03T02:00:00Z');
const CLIENT = 'client-0001';

const choice = (key: string) => ({
  key,
  subjectType: 1,
  subjectTitle: `question ${key}`,
  options: [
    { key: 'A', content: 'one' },
    { key: 'B', content: 'two' },
  ],
  correctAnswer: 'A',
  score: 5,
});

const definition = (subjects: object[]) => ({
  school: { id: 'cache', name: 'Cache school', isOpen: true },
  users: [{ userName: 'taker', password: 'password-1' }],
  exams: [
    {
      key: 'exam',
      examName: 'Cached exam',
      beginTime: '2026-06-03T01:00:00Z',
      endTime: '2026-06-04T01:00:00Z',
      examSettingTime: 60,
      paperScore: 5 * subjects.length,
      passScore: 5,
      papers: [{ key: 'paper', name: 'Paper', subjects }],
    },
  ],
});

describe('published paper cache (DESIGN §5 start burst)', () => {
  const holder = useTestApp({ clock: () => NOW });

  it('an import that changes the paper is served at once: new subjects are shown and accept answers', async () => {
    await importExamDefinition(holder.db(), definition([choice('q1')]), NOW);
    const [user] = await holder
      .db()
      .select()
      .from(users)
      .where(and(eq(users.schoolId, 'cache'), eq(users.userName, 'taker')));
    if (!user) throw new Error('no user');
    const as = (request: Parameters<typeof holder.app.injectAs>[1]) => holder.app.injectAs({ user }, request);
    const [exam] = await holder.db().select().from(exams).where(eq(exams.schoolId, 'cache'));
    if (!exam) throw new Error('no exam');
    const started = await as({
      method: 'POST',
      url: '/api/iexam/userexam/v1/examResults/startExam',
      payload: { examId: exam.id, clientId: CLIENT },
    });
    expect(started.statusCode, started.body).toBe(200);
    const examResultId = started.json().data.examResultId as number;
    const details = async () =>
      (
        await as({
          method: 'GET',
          url: `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}?clientId=${CLIENT}`,
        })
      ).json().data.subjects as { subjectId: number; subjectTitle: string }[];
    const save = (subjectId: number, seq: number) =>
      as({
        method: 'POST',
        url: '/api/iexam/useranswer/v1/answer',
        payload: { examResultId, clientId: CLIENT, answers: [{ subjectId, answer: 'B', seq }] },
      });

    const before = await details();
    expect(before.map((subject) => subject.subjectTitle)).toEqual(['question q1']);
    expect((await save(before[0]?.subjectId ?? 0, 1)).statusCode).toBe(200);

    await importExamDefinition(holder.db(), definition([choice('q1'), choice('q2')]), NOW);
    const after = await details();
    expect(after.map((subject) => subject.subjectTitle)).toEqual(['question q1', 'question q2']);
    const added = await save(after[1]?.subjectId ?? 0, 2);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.acknowledged).toEqual([{ subjectId: after[1]?.subjectId, seq: 2 }]);
  });
});
