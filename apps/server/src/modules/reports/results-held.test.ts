import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exams, papers, subjects } from '../../db/schema';
import type { User } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';
import { NO_SCORE_SEEN, scoresSeen } from '../results/results-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');
const CLIENT = 'client-held';

/** An exam as staff write it, naming no examResultFlag: one question, worth the whole 10 points. */
const exam = (key: string) => ({
  key,
  examName: `Held ${key}`,
  beginTime: '2026-06-03T09:00:00+08:00',
  endTime: '2026-06-04T09:00:00+08:00',
  examSettingTime: 30,
  paperScore: 10,
  passScore: 6,
  papers: [
    {
      key: 'p1',
      name: 'Paper 1',
      subjects: [
        {
          key: 'q1',
          subjectType: 3,
          subjectTitle: 'The sky is blue.',
          correctAnswer: true,
          score: 10,
        },
      ],
    },
  ],
});

describe('a new exam holds its results until staff release them (issue 40)', () => {
  const given = useSchool({ clock: () => NOW }, { admin: { role: 'exam_admin' }, ann: {}, bob: {} });
  const asAdmin = (url: string, payload: object) => given.app.postAs({ user: given.admin }, url, payload);

  /** The candidate starts, answers right, and staff hand the attempt in before they do. */
  async function forceHandedIn(examId: number, candidate: User) {
    const started = await given.app.postAs(
      { user: candidate },
      '/api/iexam/userexam/v1/examResults/startExam',
      {
        examId,
        clientId: CLIENT,
      },
    );
    expect(started.statusCode, started.body).toBe(200);
    const examResultId: number = started.json().data.examResultId;
    const saved = await given.app.postAs({ user: candidate }, '/api/iexam/useranswer/v1/answer', {
      examResultId,
      clientId: CLIENT,
      answers: [{ subjectId: await subjectIdOf(examId), answer: true, seq: 1 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const handedIn = await asAdmin(`/api/admin/v1/attempts/${examResultId}/hand-in`, {
      reason: 'left the room',
    });
    expect(handedIn.statusCode, handedIn.body).toBe(200);
    return { id: examResultId, examId };
  }

  const subjectIdOf = async (examId: number) => {
    const [row] = await given
      .db()
      .select({ id: subjects.id })
      .from(subjects)
      .innerJoin(papers, eq(papers.id, subjects.paperId))
      .where(eq(papers.examId, examId));
    return row?.id;
  };
  const examIdOf = async (key: string) => {
    const [row] = await given
      .db()
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.schoolId, given.school.id), eq(exams.key, key)));
    return row?.id ?? 0;
  };

  const release = (examId: number) =>
    asAdmin(`/api/admin/v1/exams/${examId}/results/release`, { examResultFlag: 0 });
  const importFile = (exams: object[]) =>
    asAdmin('/api/admin/v1/import', { school: { id: given.school.id, name: given.school.name }, exams });

  it('created in the console: nothing until released, then the score', async () => {
    const created = await asAdmin('/api/admin/v1/exams', { exam: exam('console') });
    expect(created.statusCode, created.body).toBe(200);
    const examId: number = created.json().data.examId;
    const read = await given.app.getAs({ user: given.admin }, `/api/admin/v1/exams/${examId}`);
    expect(read.json().data.exam.examResultFlag).toBe(3);

    const attempt = await forceHandedIn(examId, given.ann);
    expect(await scoresSeen(given.app, { user: given.ann }, attempt)).toEqual(NO_SCORE_SEEN);
    expect((await release(examId)).statusCode).toBe(200);
    expect(await scoresSeen(given.app, { user: given.ann }, attempt)).toEqual({
      achievement: 10,
      record: 10,
      result: 10,
      summary: 10,
    });
    // A copy is a new exam: it holds its own candidates' results, whatever the original announces.
    const copied = await asAdmin(`/api/admin/v1/exams/${examId}/copy`, {});
    expect(copied.statusCode, copied.body).toBe(200);
    const copy = await given.app.getAs(
      { user: given.admin },
      `/api/admin/v1/exams/${copied.json().data.examId}`,
    );
    expect(copy.json().data.exam.examResultFlag).toBe(3);
  });

  it('imported from a file that names no flag: nothing until released; imported again, it stays released', async () => {
    const imported = await importFile([exam('imported')]);
    expect(imported.statusCode, imported.body).toBe(200);
    const examId = await examIdOf('imported');

    const attempt = await forceHandedIn(examId, given.bob);
    expect(await scoresSeen(given.app, { user: given.bob }, attempt)).toEqual(NO_SCORE_SEEN);
    expect((await release(examId)).statusCode).toBe(200);
    const released = { achievement: 10, record: 10, result: 10, summary: 10 };
    expect(await scoresSeen(given.app, { user: given.bob }, attempt)).toEqual(released);
    // An exam the school has keeps its flag when a file leaves it out: the default is for new exams only.
    expect((await importFile([exam('imported')])).statusCode).toBe(200);
    expect(await scoresSeen(given.app, { user: given.bob }, attempt)).toEqual(released);
  });
});
