import { attemptOrder } from '@iexam/domain/attempts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { examResults } from '../../db/schema';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');
const KEYS = ['A', 'B', 'C', 'D'];

/** Six single choices (the right option is B), one multiple choice, one fill-in, each of 10 points. */
const choices = Array.from({ length: 6 }, (_, index) => ({
  key: `q${index + 1}`,
  subjectType: 1,
  subjectTitle: `Question ${index + 1}`,
  options: KEYS.map((key) => ({ key, content: `Option ${key} of ${index + 1}` })),
  correctAnswer: 'B',
  score: 10,
  // The last keeps its order ("all of the above" stays last).
  keepOptionOrder: index === 5,
}));
const paperOf = (shuffle: boolean) => ({
  key: 'p1',
  name: 'Paper 1',
  shuffleSubjects: shuffle,
  shuffleOptions: shuffle,
  subjects: [
    ...choices,
    {
      key: 'multi',
      subjectType: 2,
      subjectTitle: 'Choose A and C',
      options: KEYS.map((key) => ({ key, content: `Pick ${key}` })),
      correctAnswer: ['A', 'C'],
      score: 10,
    },
    {
      key: 'blank',
      subjectType: 4,
      subjectTitle: 'One ___ two ___',
      correctAnswer: [['1'], ['2']],
      score: 10,
    },
  ],
});
const examOf = (key: string, shuffle: boolean) => ({
  key,
  examName: key,
  beginTime: '2026-06-03T09:00:00+08:00',
  endTime: '2026-06-04T09:00:00+08:00',
  examSettingTime: 30,
  paperScore: 80,
  passScore: 40,
  examResultFlag: 0,
  reviewPolicy: 'after_submit',
  papers: [paperOf(shuffle)],
});

type Who = 'ann' | 'bob' | 'cat' | 'dan' | 'eve';

interface ShownSubject {
  subjectId: number;
  subjectTitle: string;
  position: number;
  options: { key: string }[];
}

describe('a shuffled paper: every attempt its own order, graded as the canonical paper (issue 37)', () => {
  const given = useSchool(
    { clock: () => NOW },
    { admin: { role: 'exam_admin' }, ann: {}, bob: {}, cat: {}, dan: {}, eve: {} },
  );
  const examIds = { shuffled: 0, fixed: 0 };

  const as = (who: Who, method: 'GET' | 'POST', url: string, payload: object = {}) =>
    method === 'GET'
      ? given.app.getAs({ user: given[who] }, url)
      : given.app.postAs({ user: given[who] }, url, payload);
  const start = async (who: Who, examId: number) => {
    const started = await as(who, 'POST', '/api/iexam/userexam/v1/examResults/startExam', {
      examId,
      clientId: `${who}-client-1`,
    });
    expect(started.statusCode, started.body).toBe(200);
    return started.json().data.examResultId as number;
  };
  const shown = async (who: Who, examResultId: number, clientId: string) => {
    const details = await as(
      who,
      'GET',
      `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}?clientId=${clientId}`,
    );
    expect(details.statusCode, details.body).toBe(200);
    return details.json().data.subjects as ShownSubject[];
  };
  const orderText = (subjects: ShownSubject[]) =>
    subjects
      .map((subject) => `${subject.subjectId}:${subject.options.map((option) => option.key).join('')}`)
      .join();
  const setSeed = (examResultId: number, orderSeed: number) =>
    given.db().update(examResults).set({ orderSeed }).where(eq(examResults.id, examResultId));

  beforeAll(async () => {
    for (const [name, shuffle] of [
      ['shuffled', true],
      ['fixed', false],
    ] as const) {
      const created = await given.app.postAs({ user: given.admin }, '/api/admin/v1/exams', {
        exam: examOf(name, shuffle),
      });
      expect(created.statusCode, created.body).toBe(200);
      examIds[name] = created.json().data.examId;
    }
  });

  it('two candidates get different orders of questions and options, each the one its seed draws', async () => {
    const annAttempt = await start('ann', examIds.shuffled);
    const bobAttempt = await start('bob', examIds.shuffled);
    // Seeds the database chose are random; fixed here so the two orders are known to differ.
    await setSeed(annAttempt, 1);
    await setSeed(bobAttempt, 2);
    const ann = await shown('ann', annAttempt, 'ann-client-1');
    const bob = await shown('bob', bobAttempt, 'bob-client-1');
    expect(orderText(ann)).not.toBe(orderText(bob));
    expect(ann.map((subject) => subject.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // What the domain's order for seed 1 says, by subject id in paper order.
    const canonical = [...ann].sort((a, b) => a.subjectId - b.subjectId);
    const expected = attemptOrder(
      1,
      canonical.map((subject, index) => ({
        id: subject.subjectId,
        subjectType: index < 6 ? 1 : index === 6 ? 2 : 4,
        optionKeys: subject.options.length > 0 ? KEYS : [],
        keepOptionOrder: index === 5,
      })),
      { shuffleSubjects: true, shuffleOptions: true },
    );
    expect(ann.map((subject) => subject.subjectId)).toEqual(expected.subjectIds);
    const kept = canonical[5] as ShownSubject;
    expect(ann.find((subject) => subject.subjectId === kept.subjectId)?.options.map((o) => o.key)).toEqual(
      KEYS,
    );
  });

  it('a reload, a take-over by another client and a reload after it show the same order', async () => {
    const attempt = await start('cat', examIds.shuffled);
    const first = orderText(await shown('cat', attempt, 'cat-client-1'));
    expect(orderText(await shown('cat', attempt, 'cat-client-1'))).toBe(first);
    expect(orderText(await shown('cat', attempt, 'cat-client-phone'))).toBe(first);
    expect(orderText(await shown('cat', attempt, 'cat-client-1'))).toBe(first);
  });

  it('the same answers score the same on the shuffled paper as on the fixed one; review shows the own order', async () => {
    // The right key for questions 1–3, a wrong one for 4–6, both keys of the multiple choice, one blank of two.
    const answerTo = (title: string) =>
      title === 'Choose A and C'
        ? ['A', 'C']
        : title.startsWith('One')
          ? ['1', 'x']
          : Number(title.slice(-1)) <= 3
            ? 'B'
            : 'A';
    const takeAndHandIn = async (who: Who, examId: number) => {
      const examResultId = await start(who, examId);
      const subjects = await shown(who, examResultId, `${who}-client-1`);
      const saved = await as(who, 'POST', '/api/iexam/useranswer/v1/answer', {
        examResultId,
        clientId: `${who}-client-1`,
        answers: subjects.map((subject) => ({
          subjectId: subject.subjectId,
          answer: answerTo(subject.subjectTitle),
          seq: 1,
        })),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const handedIn = await as(who, 'POST', '/api/iexam/sso/v1/doExam', {
        examResultId,
        clientId: `${who}-client-1`,
      });
      expect(handedIn.statusCode, handedIn.body).toBe(200);
      const review = await as(who, 'GET', `/api/iexam/useranswer/v1/examResults/review/${examResultId}`);
      expect(review.statusCode, review.body).toBe(200);
      const [row] = await given.db().select().from(examResults).where(eq(examResults.id, examResultId));
      return {
        subjects,
        reviewed: review.json().data as (ShownSubject & { earned: number })[],
        total: row?.score,
      };
    };
    const shuffled = await takeAndHandIn('dan', examIds.shuffled);
    const fixed = await takeAndHandIn('eve', examIds.fixed);
    // 3 × 10 + 0 + 10 + 5: the same on both papers, subject by subject.
    expect(shuffled.total).toBe(45);
    expect(fixed.total).toBe(45);
    const earnedByTitle = (reviewed: (ShownSubject & { earned: number })[]) =>
      Object.fromEntries(reviewed.map((subject) => [subject.subjectTitle, subject.earned]));
    expect(earnedByTitle(shuffled.reviewed)).toEqual(earnedByTitle(fixed.reviewed));
    // Review lists the questions and options as each candidate saw them.
    expect(orderText(shuffled.reviewed)).toBe(orderText(shuffled.subjects));
    expect(orderText(fixed.reviewed)).toBe(orderText(fixed.subjects));
  });
});
