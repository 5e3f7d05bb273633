/// <reference path="./provided-context.d.ts" />
import { eq } from 'drizzle-orm';
import type { ProvidedContext } from 'vitest';
import {
  abilityDimensions,
  answers,
  knowledgePoints,
  subjectAbilities,
  subjectKnowledgePoints,
  subjects,
} from '../../server/src/db/schema';
import type { build } from '../../server/src/test/build-app';
import {
  createAttempt,
  createExam,
  createFullPaper,
  createOpenCandidate,
  createUser,
} from '../../server/src/test/factories';

type TestApp = Awaited<ReturnType<typeof build>>;
export type ResultPageContext = ProvidedContext['resultPage'];
type AttemptName = keyof ResultPageContext['attempts'];

/**
 * The result page (issue 6) against the real server, for a candidate of its own: graded attempts on the full paper
 * (single right 10, multiple wrong 0, judgement right 10, fill-in half 5 of 60: score 25, 2 correct, 4 answered)
 * under each examResultFlag, one still being graded, one whose review opens only at the exam's end, one of another
 * candidate, and one of an open-link visitor. Knowledge point 语法 tags single+multiple (10/20), 算法 judgement+fill
 * (15/20); ability 记忆 (single) 100, 应用 (fill) 50.
 */
export async function createResultPageData(app: TestApp, schoolId: string): Promise<ResultPageContext> {
  const db = app.database.db;
  const now = Date.now();
  const hours = (n: number) => new Date(now + n * 3_600_000);
  const user = await createUser(db, schoolId, { userName: 'resultstudent', realName: '赵结果' });
  const stranger = await createUser(db, schoolId, { userName: 'resultstranger', realName: '钱旁人' });
  const [syntax, algorithms] = await db
    .insert(knowledgePoints)
    .values([
      { schoolId, key: 'result-kp-syntax', name: '语法' },
      { schoolId, key: 'result-kp-algorithms', name: '算法' },
    ])
    .returning();
  const [memory, application] = await db
    .insert(abilityDimensions)
    .values([
      { schoolId, key: 'result-ab-memory', name: '记忆' },
      { schoolId, key: 'result-ab-application', name: '应用' },
    ])
    .returning();
  if (!syntax || !algorithms || !memory || !application) throw new Error('the tags were not created');

  const gradedAttempt = async (
    examFields: Parameters<typeof createExam>[2],
    who: { userId: number } | 'open' = { userId: user.id },
    attemptFields: { status?: 'grading'; isScoring?: number; score?: null; isPassed?: null } = {},
  ) => {
    const exam = await createExam(db, schoolId, {
      examName: '结果页测试考试',
      beginTime: hours(-48),
      endTime: hours(-1),
      paperScore: 60,
      passScore: 36,
      reviewPolicy: 'after_submit',
      ...examFields,
    });
    const { paper, subjectIds } = await createFullPaper(db, exam);
    const visitor = who === 'open' ? await createOpenCandidate(db, exam, { isChecked: true }) : null;
    const owner = visitor ? { openCandidateId: visitor.id } : who === 'open' ? null : who;
    if (!owner) throw new Error('the attempt has no candidate');
    const attempt = await createAttempt(db, exam, {
      ...owner,
      paperId: paper.id,
      status: 'graded',
      score: 25,
      isPassed: false,
      startAnswerTime: new Date('2026-03-01T01:00:00Z'),
      submittedAt: new Date('2026-03-01T01:42:05Z'),
      ...attemptFields,
    });
    const grade = (subjectId: number, answer: unknown, score: number, isCorrect: boolean) => ({
      schoolId,
      examResultId: attempt.id,
      subjectId,
      answer,
      seq: 1,
      savedAt: hours(-2),
      score,
      isCorrect,
    });
    await db
      .insert(answers)
      .values([
        grade(subjectIds.single, 'B', 10, true),
        grade(subjectIds.multiple, ['A'], 0, false),
        grade(subjectIds.judgement, true, 10, true),
        { ...grade(subjectIds.fill, ['42', 'c'], 5, false), graderComment: '第二空应为 java。' },
      ]);
    await db
      .update(subjects)
      .set({ explanation: '选项 B 是题干所问的第二个数。' })
      .where(eq(subjects.id, subjectIds.single));
    await db.insert(subjectKnowledgePoints).values([
      { schoolId, subjectId: subjectIds.single, knowledgePointId: syntax.id },
      { schoolId, subjectId: subjectIds.multiple, knowledgePointId: syntax.id },
      { schoolId, subjectId: subjectIds.judgement, knowledgePointId: algorithms.id },
      { schoolId, subjectId: subjectIds.fill, knowledgePointId: algorithms.id },
    ]);
    await db.insert(subjectAbilities).values([
      { schoolId, subjectId: subjectIds.single, abilityDimensionId: memory.id, weight: 2 },
      { schoolId, subjectId: subjectIds.fill, abilityDimensionId: application.id, weight: 1 },
    ]);
    return {
      examId: exam.id,
      examResultId: attempt.id,
      identifyCode: visitor?.identifyCode ?? null,
      visitor,
    };
  };

  const attempts: Partial<Record<AttemptName, { examId: number; examResultId: number }>> = {};
  const plan: [AttemptName, () => ReturnType<typeof gradedAttempt>][] = [
    ['flag0', () => gradedAttempt({ examResultFlag: 0 })],
    ['flag1', () => gradedAttempt({ examResultFlag: 1 })],
    ['flag2', () => gradedAttempt({ examResultFlag: 2 })],
    ['flag5', () => gradedAttempt({ examResultFlag: 5 })],
    [
      'grading',
      () => gradedAttempt({}, undefined, { status: 'grading', isScoring: 1, score: null, isPassed: null }),
    ],
    ['reviewLater', () => gradedAttempt({ reviewPolicy: 'after_exam_end', endTime: hours(3) })],
    ['stranger', () => gradedAttempt({}, { userId: stranger.id })],
    ['feedback', () => gradedAttempt({})],
  ];
  for (const [name, make] of plan) {
    const { examId, examResultId } = await make();
    attempts[name] = { examId, examResultId };
  }
  // Open entry on: an open link of an exam with it off reaches nothing (issue 35).
  const open = await gradedAttempt({ examName: '免登录结果测试考试', isAllowNologin: '1' }, 'open');
  if (!open.visitor || !open.identifyCode) throw new Error('the open-link visitor was not created');
  return {
    token: await app.tokenFor({ user }),
    attempts: attempts as ResultPageContext['attempts'],
    open: {
      examId: open.examId,
      examResultId: open.examResultId,
      identifyCode: open.identifyCode,
      token: await app.tokenFor({ openCandidate: open.visitor }),
    },
  };
}
